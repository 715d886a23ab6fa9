import { useState, type FormEvent } from 'react';
import type { Takings } from '@laundry/shared/contracts/takings';
import { cashCountPaise } from '@laundry/shared/contracts/takings';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstTime } from '../../../lib/ist-format';
import { useSaveCashCount } from '../api/save-cash-count';
import en from '../locales/en.json';

interface Props {
  takings: Takings;
}

/** Cash expected against the till as counted; the difference in words as well as colour. */
export function CashCountForm({ takings }: Props) {
  const t = useT('takings', en);
  const money = (rupees: number) => formatInr(rupees, t.language);
  const { cash, date } = takings;
  const [counted, setCounted] = useState(cash.counted === null ? '' : String(cash.counted));
  const [note, setNote] = useState(cash.note);
  const [problem, setProblem] = useState('');
  const save = useSaveCashCount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = Number(counted.trim());
    if (counted.trim() === '' || cashCountPaise(rupees) === null) return setProblem(t('cash.invalid'));
    setProblem('');
    save.mutate({ date, body: { counted: rupees, note } }, { onError: (error) => setProblem(errorText(error, t('cash.saveFailed'))) });
  };

  const difference = cash.difference;
  const tone = difference === null ? '' : difference < 0 ? 'cash-short' : 'cash-ok';
  return (
    <section className="takings-card cash-card" aria-labelledby="cash-title">
      <h3 id="cash-title">{t('cash.title')}</h3>
      <dl className="takings-figures">
        <div>
          <dt>{t('cash.expected')}</dt>
          <dd data-figure="cash-expected">{money(cash.expected)}</dd>
        </div>
        {cash.counted !== null && (
          <div>
            <dt>{t('cash.counted')}</dt>
            <dd data-figure="cash-counted">{money(cash.counted)}</dd>
          </div>
        )}
      </dl>
      {difference !== null && cash.expectedAtCount !== null && (
        <p className={`cash-difference ${tone}`} role="status" data-figure="cash-difference">
          {difference < 0
            ? t('cash.short', { amount: money(-difference) })
            : difference > 0
              ? t('cash.over', { amount: money(difference) })
              : t('cash.matches')}
        </p>
      )}
      {cash.counted !== null && cash.countedAt && (
        <p className="takings-note">
          {t('cash.countedBy', {
            name: cash.countedByName ?? '—',
            time: formatIstTime(cash.countedAt, t.language),
            expected: money(cash.expectedAtCount ?? 0),
          })}
          {cash.expectedAtCount !== null && cash.expectedAtCount !== cash.expected && <> {t('cash.changedSince')}</>}
        </p>
      )}
      <form className="cash-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="cash-counted">{t('cash.countedLabel')}</label>
          <input
            id="cash-counted"
            inputMode="decimal"
            autoComplete="off"
            value={counted}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'cash-problem' : undefined}
            onChange={(e) => setCounted(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="cash-note">
            {t('cash.noteLabel')} <span className="field-optional">{t('optional')}</span>
          </label>
          <input id="cash-note" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? t('cash.saving') : cash.counted === null ? t('cash.save') : t('cash.update')}
        </button>
        {problem && (
          <p id="cash-problem" className="field-error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}
