import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { READY_BY_MOVE_MAX_AHEAD_DAYS, READY_BY_NOTE_MAX, type Order } from '@laundry/shared/contracts/orders';
import { addDays, istDate } from '@laundry/shared/rules/ist';
import { isLate } from '@laundry/shared/rules/late';
import { ModalDialog } from '../../../../components/modal-dialog';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { readyByText } from '../../../../lib/ready-by-text';
import { useMoveReadyBy } from '../api/move-ready-by';
import { istInstant, laterThanPromise, quickChoiceInstant, quickChoicesAfter, type QuickChoice } from '../lib/ready-by-choices';
import en from '../locales/en.json';
import '../../../../styles/modal-dialog.css';
import '../../../../styles/choice-chips.css';
import './new-ready-by-dialog.css';

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';
type Choice = QuickChoice | 'other';

/**
 * New ready-by time (docs/decisions/0059): the shop re-promises an order, by a quick choice (9 PM
 * tomorrow or the day after) or a date and time of its own, with a reason the customer reads.
 * The server judges the time (15 minutes to 30 days ahead) and its refusal is shown in its words.
 * `onClose` runs after the modal has closed, so the caller can move focus back to the card.
 */
export function NewReadyByDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useT('ready-by', en);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const ids = { title: useId(), date: useId(), time: useId(), note: useId(), noteHint: useId(), whenError: useId() };
  // The quick choices count from when the dialog opened; the server checks the time again.
  const [openedAt] = useState(() => new Date());
  const today = istDate(openedAt);
  // Only quick times later than the promise are offered; else the shop picks its own.
  const [choices] = useState<Choice[]>(() => [...quickChoicesAfter(order.readyBy, openedAt), 'other']);
  const [choice, setChoice] = useState<Choice>(choices[0]!);
  const [date, setDate] = useState(() => addDays(order.readyBy && choices.length === 1 ? istDate(new Date(order.readyBy)) : today, 1));
  const [time, setTime] = useState('21:00');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState('');
  const move = useMoveReadyBy();

  // On a phone the dialog scrolls: a refusal below the fold would go unseen beside the Save button.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const finish = () => {
    dialogRef.current?.close();
    onClose();
  };
  const close = () => {
    if (!move.isPending) finish();
  };

  const chosen = choice === 'other' ? istInstant(date, time) : quickChoiceInstant(choice, openedAt);
  const dateMissing = missing && istInstant(date, '00:00') === null;
  const timeMissing = missing && istInstant(today, time) === null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setMissing(chosen === null);
    if (chosen === null) return;
    try {
      await move.mutateAsync({ orderId: order._id, body: { readyBy: chosen, note: note.trim() } });
    } catch (err) {
      setError(errorText(err, t('failed')));
      return;
    }
    finish();
  };

  const current = order.readyBy ? readyByText(order.readyBy, t.language) : '';
  const late = isLate(order, openedAt);
  return (
    <ModalDialog className="modal-dialog ready-by-dialog" labelledBy={ids.title} onClose={finish} busy={move.isPending} dialogRef={dialogRef}>
      <form className="modal-dialog__body ready-by-dialog__body" noValidate onSubmit={(e) => void onSubmit(e)}>
        <header className="modal-dialog__head">
          <div>
            <h2 id={ids.title}>{t('title')}</h2>
            <p>{t(late ? 'current.late' : 'current', { orderNumber: order.orderNumber, when: current })}</p>
          </div>
          <button type="button" className="modal-dialog__close" aria-label={t('close')} onClick={close} disabled={move.isPending}>
            {CLOSE_MARK}
          </button>
        </header>
        <fieldset className="choice-chips" disabled={move.isPending}>
          <legend>{t('when')}</legend>
          {choices.map((value) => (
            <label key={value} className="choice-chip">
              <input type="radio" name="ready-by-choice" value={value} checked={choice === value} onChange={() => setChoice(value)} />
              {t(`choice.${value}`)}
            </label>
          ))}
        </fieldset>
        {choice === 'other' && (
          <div className="ready-by-dialog__own">
            <div className="field">
              <label htmlFor={ids.date}>{t('date')}</label>
              <input
                id={ids.date}
                type="date"
                value={date}
                min={today}
                max={addDays(today, READY_BY_MOVE_MAX_AHEAD_DAYS)}
                disabled={move.isPending}
                aria-invalid={dateMissing || undefined}
                aria-describedby={missing ? ids.whenError : undefined}
                onChange={(e) => {
                  setDate(e.target.value);
                  setMissing(false);
                }}
              />
            </div>
            <div className="field">
              <label htmlFor={ids.time}>{t('time')}</label>
              <input
                id={ids.time}
                type="time"
                value={time}
                disabled={move.isPending}
                aria-invalid={timeMissing || undefined}
                aria-describedby={missing ? ids.whenError : undefined}
                onChange={(e) => {
                  setTime(e.target.value);
                  setMissing(false);
                }}
              />
            </div>
            {missing && (
              <p id={ids.whenError} className="field-error ready-by-dialog__wide" role="alert">
                {t('whenMissing')}
              </p>
            )}
          </div>
        )}
        {chosen && (
          <p className="ready-by-dialog__preview" data-testid="ready-by-preview">
            {laterThanPromise(chosen, order.readyBy)
              ? t('preview', { when: readyByText(chosen, t.language) })
              : t('preview.earlier', { when: readyByText(chosen, t.language), promised: current })}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.note}>
            {t('reason')} <span className="field-optional">{t('optional')}</span>
          </label>
          <textarea
            id={ids.note}
            rows={2}
            maxLength={READY_BY_NOTE_MAX}
            placeholder={t('reason.placeholder')}
            value={note}
            disabled={move.isPending}
            aria-describedby={ids.noteHint}
            onChange={(e) => setNote(e.target.value)}
          />
          <p id={ids.noteHint} className="field-hint">
            {t('reason.hint', { max: READY_BY_NOTE_MAX })}
          </p>
        </div>
        {error && (
          <p ref={errorRef} className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-dialog__actions ready-by-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={move.isPending}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn" disabled={move.isPending}>
            {move.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
