import { useId, useState, type FormEvent } from 'react';
import { CLAIM_KINDS, type ClaimKind } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useMakeClaim } from '../api/make-claim';
import en from '../locales/en.json';
import '../../../../styles/choice-chips.css';

type Problem = 'piece' | 'note' | null;

/**
 * A missing or damaged piece, told to the shop: the piece chosen by the number on its tag, what
 * happened, and the customer's words. A piece with a report still open is not offered again.
 */
export function ReportProblemForm({ order, onDone, onCancel }: { order: Order; onDone: () => void; onCancel: () => void }) {
  const t = useT('piece-care', en);
  const ids = { title: useId(), piece: useId(), pieceHint: useId(), pieceError: useId(), note: useId(), noteError: useId() };
  const claim = useMakeClaim();
  const open = new Set(order.claims.filter((c) => c.status === 'open').map((c) => c.tag));
  const pieces = order.pieces.filter((p) => !open.has(p.tag));
  const [tag, setTag] = useState('');
  const [kind, setKind] = useState<ClaimKind>('damaged');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Problem = tag === '' ? 'piece' : note.trim() === '' ? 'note' : null;
    setProblem(next);
    if (next) return;
    claim.mutate({ orderId: order._id, body: { tag, kind, note: note.trim() } }, { onSuccess: onDone });
  };

  return (
    <form className="report-problem" aria-labelledby={ids.title} noValidate onSubmit={onSubmit}>
      <h4 id={ids.title}>{t('claim.formTitle')}</h4>
      <div className="field">
        <label htmlFor={ids.piece}>{t('claim.piece')}</label>
        <select
          id={ids.piece}
          value={tag}
          aria-invalid={problem === 'piece'}
          aria-describedby={problem === 'piece' ? `${ids.pieceError} ${ids.pieceHint}` : ids.pieceHint}
          onChange={(e) => {
            setTag(e.target.value);
            if (problem === 'piece') setProblem(null);
          }}
        >
          <option value="">{t('claim.piece.choose')}</option>
          {pieces.map((piece) => (
            <option key={piece.tag} value={piece.tag}>
              {t('claim.piece.option', { tag: piece.tag, item: piece.item || piece.service })}
            </option>
          ))}
        </select>
        <p id={ids.pieceHint} className="field-hint">
          {t('claim.piece.hint')}
        </p>
        {problem === 'piece' && (
          <p id={ids.pieceError} className="field-error" role="alert">
            {t('claim.pieceRequired')}
          </p>
        )}
      </div>
      <fieldset className="choice-chips piece-care-choices">
        <legend>{t('claim.kind')}</legend>
        {CLAIM_KINDS.map((value) => (
          <label key={value} className="choice-chip">
            <input type="radio" name={`claim-kind-${order._id}`} value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(`claim.kind.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.note}>{t('claim.note')}</label>
        <textarea
          id={ids.note}
          rows={3}
          maxLength={1000}
          value={note}
          aria-invalid={problem === 'note'}
          aria-describedby={problem === 'note' ? ids.noteError : undefined}
          onChange={(e) => {
            setNote(e.target.value);
            if (problem === 'note') setProblem(null);
          }}
        />
        {problem === 'note' && (
          <p id={ids.noteError} className="field-error" role="alert">
            {t('claim.noteRequired')}
          </p>
        )}
      </div>
      {claim.isError && (
        <p className="form-error" role="alert">
          {errorText(claim.error, t('claim.failed'))}
        </p>
      )}
      <div className="piece-care__actions">
        <button type="submit" className="btn" disabled={claim.isPending}>
          {claim.isPending ? t('claim.sending') : t('claim.send')}
        </button>
        <button type="button" className="btn btn-secondary" disabled={claim.isPending} onClick={onCancel}>
          {t('claim.cancel')}
        </button>
      </div>
    </form>
  );
}
