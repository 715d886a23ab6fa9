import { useId, useState, type FormEvent } from 'react';
import type { RiderTakings } from '@laundry/shared/contracts/rider-day';
import { HANDOVER_NOTE_MAX } from '@laundry/shared/contracts/rider-day';
import { paymentAmountPaise } from '@laundry/shared/rules/ledger';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstTime } from '../../../lib/ist-format';
import { useConfirmHandover } from '../api/confirm-handover';
import en from '../locales/en.json';

/** Cash with the riders (docs/decisions/0074): per rider what was collected, handed over and still out. */
export function RiderCash({ date, riders }: { date: string; riders: RiderTakings[] }) {
  const t = useT('takings', en);
  return (
    <section className="takings-card riders-card" aria-labelledby="riders-title">
      <h3 id="riders-title">{t('riders.title')}</h3>
      {riders.length === 0 ? (
        <p className="takings-note">{t('riders.none')}</p>
      ) : (
        <ul className="riders-list">
          {riders.map((rider) => (
            <li key={rider.riderId}>
              <RiderLine date={date} rider={rider} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RiderLine({ date, rider }: { date: string; rider: RiderTakings }) {
  const t = useT('takings', en);
  const money = (rupees: number) => formatInr(rupees, t.language);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <article className="rider-line" aria-labelledby={headingId}>
      <h4 id={headingId}>{rider.name}</h4>
      <dl className="takings-figures">
        <div>
          <dt>{t('riders.cash')}</dt>
          <dd data-figure="rider-cash">{money(rider.collected.cash)}</dd>
        </div>
        <div>
          <dt>{t('riders.upi')}</dt>
          <dd data-figure="rider-upi">{money(rider.collected.upi)}</dd>
        </div>
        <div>
          <dt>{t('riders.handedOver')}</dt>
          <dd data-figure="rider-handed-over">{money(rider.handedOver)}</dd>
        </div>
        <div className="rider-line__out">
          <dt>{t('riders.withRider')}</dt>
          <dd data-figure="rider-with-rider">{money(rider.withRider)}</dd>
        </div>
      </dl>
      {rider.handovers.length > 0 && (
        <ul className="rider-line__handovers">
          {rider.handovers.map((h) => (
            <li key={h._id}>
              {t('riders.handover', { amount: money(h.amount), time: formatIstTime(h.at, t.language), name: h.receivedByName ?? '—' })}
              {h.difference !== 0 && (
                <span className={h.difference < 0 ? 'cash-short' : 'cash-ok'}>
                  {' '}
                  {h.difference < 0 ? t('cash.short', { amount: money(-h.difference) }) : t('cash.over', { amount: money(h.difference) })}
                </span>
              )}
              {h.note && <span> “{h.note}”</span>}
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <HandoverForm date={date} rider={rider} onDone={() => setOpen(false)} />
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          {t('riders.confirm')}
        </button>
      )}
    </article>
  );
}

/** The amount received, pre-filled with what is still with the rider; a different amount needs a note. */
function HandoverForm({ date, rider, onDone }: { date: string; rider: RiderTakings; onDone: () => void }) {
  const t = useT('takings', en);
  const ids = { amount: useId(), note: useId(), problem: useId() };
  const [amount, setAmount] = useState(rider.withRider > 0 ? String(rider.withRider) : '');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const save = useConfirmHandover();
  const rupees = Number(amount.trim());
  const differs = amount.trim() !== '' && rupees !== rider.withRider;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount.trim() === '' || paymentAmountPaise(rupees) === null) return setProblem(t('riders.amountInvalid'));
    if (differs && note.trim() === '') return setProblem(t('riders.noteNeeded', { amount: formatInr(rider.withRider, t.language) }));
    setProblem('');
    save.mutate(
      { riderId: rider.riderId, body: { date, amount: rupees, note: note.trim() } },
      { onSuccess: onDone, onError: (error) => setProblem(errorText(error, t('riders.saveFailed'))) },
    );
  };

  return (
    <form className="cash-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.amount}>{t('riders.received')}</label>
        <input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.note}>
          {t('cash.noteLabel')} {!differs && <span className="field-optional">{t('optional')}</span>}
        </label>
        <input id={ids.note} maxLength={HANDOVER_NOTE_MAX} value={note} required={differs} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="rider-line__actions">
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? t('cash.saving') : t('riders.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('riders.cancel')}
        </button>
      </div>
      {problem && (
        <p id={ids.problem} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
