import { useId, useState, type FormEvent } from 'react';
import { STAIN_KINDS, type StainKind } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import type { Piece } from '@laundry/shared/contracts/pieces';
import { ModalDialog } from '../../../components/modal-dialog';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useFlagStain } from '../api/flag-stain';
import { useUploadStainPhoto } from '../api/upload-stain-photo';
import { chargeOf } from '../lib/charge';
import en from '../locales/en.json';
import { StainPhotoField } from './stain-photo-field';
import '../../../styles/modal-dialog.css';
import '../../../styles/choice-chips.css';

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';

type Problem = 'note' | 'charge' | null;

/**
 * Flag a stain on one piece: what it is, a note the customer reads, an extra charge (0: none),
 * and a photo from the camera or a file, made small in the browser. The stain is sent first,
 * then its photo; a photo that fails can be sent again without flagging the stain twice.
 */
export function FlagStainDialog({ order, piece, onClose }: { order: Order; piece: Piece; onClose: () => void }) {
  const t = useT('care', en);
  const ids = { title: useId(), note: useId(), noteHint: useId(), noteError: useId(), charge: useId(), chargeHint: useId(), chargeError: useId() };
  const [kind, setKind] = useState<StainKind>('stain');
  const [note, setNote] = useState('');
  const [charge, setCharge] = useState('0');
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [error, setError] = useState('');
  // Set once the stain is flagged: what is left to send is its photo.
  const [stainId, setStainId] = useState<string | null>(null);
  const flag = useFlagStain();
  const upload = useUploadStainPhoto();
  const saving = flag.isPending || upload.isPending;

  const close = () => {
    if (!saving) onClose();
  };

  const sendPhoto = async (id: string, blob: Blob): Promise<boolean> => {
    try {
      await upload.mutateAsync({ stainId: id, photo: blob });
      return true;
    } catch {
      setStainId(id);
      setError(t('flag.photoFailed'));
      return false;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (stainId) {
      if (!photo || (await sendPhoto(stainId, photo))) onClose();
      return;
    }
    const amount = chargeOf(charge);
    const next: Problem = note.trim() === '' ? 'note' : amount === null ? 'charge' : null;
    setProblem(next);
    if (next || amount === null) return;
    let answer: Order;
    try {
      answer = await flag.mutateAsync({ orderId: order._id, body: { tag: piece.tag, kind, note: note.trim(), charge: amount } });
    } catch (err) {
      setError(errorText(err, t('flag.failed')));
      return;
    }
    // The stain just made: the piece's one pending stain (the server allows no second).
    const made = answer.stains.filter((s) => s.tag === piece.tag && s.status === 'pending').at(-1);
    if (photo && made && !(await sendPhoto(made._id, photo))) return;
    onClose();
  };

  const flagged = stainId !== null;
  return (
    <ModalDialog className="modal-dialog care-dialog" labelledBy={ids.title} onClose={onClose} busy={saving}>
      <form className="modal-dialog__body care-dialog__body" noValidate onSubmit={(e) => void onSubmit(e)}>
        <header className="modal-dialog__head">
          <div>
            <h2 id={ids.title}>{t('flag.title')}</h2>
            <p>{t('flag.piece', { tag: piece.tag, item: piece.item || piece.service })}</p>
          </div>
          <button type="button" className="modal-dialog__close" aria-label={t('flag.close')} onClick={close} disabled={saving}>
            {CLOSE_MARK}
          </button>
        </header>
        <fieldset className="choice-chips" disabled={flagged || saving}>
          <legend>{t('flag.kind')}</legend>
          {STAIN_KINDS.map((value) => (
            <label key={value} className="choice-chip">
              <input type="radio" name="stain-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
              {t(`kind.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={ids.note}>{t('flag.note')}</label>
          <textarea
            id={ids.note}
            rows={3}
            maxLength={500}
            value={note}
            disabled={flagged || saving}
            aria-invalid={problem === 'note'}
            aria-describedby={problem === 'note' ? `${ids.noteError} ${ids.noteHint}` : ids.noteHint}
            onChange={(e) => {
              setNote(e.target.value);
              if (problem === 'note') setProblem(null);
            }}
          />
          <p id={ids.noteHint} className="field-hint">
            {t('flag.note.hint')}
          </p>
          {problem === 'note' && (
            <p id={ids.noteError} className="field-error" role="alert">
              {t('flag.noteRequired')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.charge}>
            {t('flag.charge')} <span className="field-optional">{t('flag.optional')}</span>
          </label>
          <input
            id={ids.charge}
            className="care-dialog__charge"
            inputMode="decimal"
            autoComplete="off"
            value={charge}
            disabled={flagged || saving}
            aria-invalid={problem === 'charge'}
            aria-describedby={problem === 'charge' ? `${ids.chargeError} ${ids.chargeHint}` : ids.chargeHint}
            onFocus={(e) => e.target.select()}
            onChange={(e) => {
              setCharge(e.target.value);
              if (problem === 'charge') setProblem(null);
            }}
          />
          <p id={ids.chargeHint} className="field-hint">
            {t('flag.charge.hint')}
          </p>
          {problem === 'charge' && (
            <p id={ids.chargeError} className="field-error" role="alert">
              {t('flag.chargeInvalid')}
            </p>
          )}
        </div>
        <StainPhotoField photo={photo} onChange={setPhoto} disabled={saving} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="modal-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={close} disabled={saving}>
            {t('flag.cancel')}
          </button>
          <button type="submit" className="btn" disabled={saving}>
            {saving ? t('flag.sending') : flagged ? t('flag.sendPhoto') : t('flag.send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
