import { useId, useState, type FormEvent } from 'react';
import { CLAIM_OUTCOMES, REFUND_METHODS, type AdminClaim, type Claim, type ClaimOutcome, type RefundMethod } from '@laundry/shared/contracts/care';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useResolveClaim } from '../api/resolve-claim';
import { rupeesOf } from '../lib/charge';
import en from '../locales/en.json';
import '../../../styles/choice-chips.css';

type Problem = 'outcome' | 'amount' | 'method' | 'reason' | null;

/** The most a claim may grant, as the API allows it (the server also holds it to the order's total). */
const MAX_CLAIM_RUPEES = 1_000_000;

/**
 * Settle a claim, once: a free rewash, store credit or a refund (an amount; a refund's way back,
 * cash or UPI), or a rejection with a reason the customer reads. Only the fields the outcome
 * needs are shown.
 */
export function ResolveClaimForm({ claim, onResolved }: { claim: AdminClaim; onResolved: (answer: Claim) => void }) {
  const t = useT('care', en);
  const ids = { title: useId(), amount: useId(), amountError: useId(), reason: useId(), reasonError: useId(), hint: useId() };
  const resolve = useResolveClaim();
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<RefundMethod | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [error, setError] = useState('');
  const money = outcome === 'credit' || outcome === 'refund';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const rupees = money ? rupeesOf(amount, 0.01, MAX_CLAIM_RUPEES) : null;
    const next: Problem =
      outcome === null
        ? 'outcome'
        : money && rupees === null
          ? 'amount'
          : outcome === 'refund' && method === null
            ? 'method'
            : outcome === 'rejected' && reason.trim() === ''
              ? 'reason'
              : null;
    setProblem(next);
    if (next || outcome === null) return;
    const body = {
      outcome,
      ...(money && rupees !== null ? { amount: rupees } : {}),
      ...(outcome === 'refund' && method ? { method } : {}),
      ...(outcome === 'rejected' ? { reason: reason.trim() } : {}),
    };
    resolve.mutate({ claimId: claim._id, body }, { onSuccess: onResolved, onError: (err) => setError(errorText(err, t('resolve.failed'))) });
  };

  const saving = resolve.isPending;
  return (
    <form className="resolve-claim" aria-labelledby={ids.title} noValidate onSubmit={onSubmit}>
      <h4 id={ids.title}>{t('resolve.title')}</h4>
      <fieldset className="choice-chips" disabled={saving} aria-describedby={outcome ? ids.hint : undefined}>
        <legend>{t('resolve.outcome')}</legend>
        {CLAIM_OUTCOMES.map((value) => (
          <label key={value} className="choice-chip">
            <input
              type="radio"
              name={`outcome-${claim._id}`}
              value={value}
              checked={outcome === value}
              onChange={() => {
                setOutcome(value);
                setProblem(null);
              }}
            />
            {t(`outcome.${value}`)}
          </label>
        ))}
      </fieldset>
      {outcome && (
        <p id={ids.hint} className="field-hint resolve-claim__hint">
          {t(`resolve.hint.${outcome}`)}
        </p>
      )}
      {problem === 'outcome' && (
        <p className="field-error" role="alert">
          {t('resolve.outcomeRequired')}
        </p>
      )}
      {money && (
        <div className="field">
          <label htmlFor={ids.amount}>{t('resolve.amount')}</label>
          <input
            id={ids.amount}
            className="resolve-claim__amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            disabled={saving}
            aria-invalid={problem === 'amount'}
            aria-describedby={problem === 'amount' ? ids.amountError : undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              if (problem === 'amount') setProblem(null);
            }}
          />
          {problem === 'amount' && (
            <p id={ids.amountError} className="field-error" role="alert">
              {t('resolve.amountInvalid')}
            </p>
          )}
        </div>
      )}
      {outcome === 'refund' && (
        <fieldset className="choice-chips" disabled={saving}>
          <legend>{t('resolve.method')}</legend>
          {REFUND_METHODS.map((value) => (
            <label key={value} className="choice-chip">
              <input
                type="radio"
                name={`method-${claim._id}`}
                value={value}
                checked={method === value}
                onChange={() => {
                  setMethod(value);
                  setProblem(null);
                }}
              />
              {t(`resolve.method.${value}`)}
            </label>
          ))}
          {problem === 'method' && (
            <p className="field-error resolve-claim__wide" role="alert">
              {t('resolve.methodRequired')}
            </p>
          )}
        </fieldset>
      )}
      {outcome === 'rejected' && (
        <div className="field">
          <label htmlFor={ids.reason}>{t('resolve.reason')}</label>
          <textarea
            id={ids.reason}
            rows={2}
            maxLength={500}
            value={reason}
            disabled={saving}
            aria-invalid={problem === 'reason'}
            aria-describedby={problem === 'reason' ? ids.reasonError : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              if (problem === 'reason') setProblem(null);
            }}
          />
          {problem === 'reason' && (
            <p id={ids.reasonError} className="field-error" role="alert">
              {t('resolve.reasonRequired')}
            </p>
          )}
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn resolve-claim__submit" disabled={saving}>
        {saving ? t('resolve.saving') : t('resolve.submit')}
      </button>
    </form>
  );
}
