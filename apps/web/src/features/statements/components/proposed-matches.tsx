import { useState } from 'react';
import type { StatementLine } from '@laundry/shared/contracts/statements';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/ist-format';
import { useConfirmStatementLines } from '../api/confirm-statement-lines';
import en from '../locales/en.json';

/**
 * The credits with a proposed order, each with a tick: sure matches ticked, the ones to check
 * not. One button records every ticked one.
 */
export function ProposedMatches({ lines }: { lines: StatementLine[] }) {
  const t = useT('statements', en);
  const confirm = useConfirmStatementLines();
  // Only what the admin changed is kept: a line's default follows its proposal's strength.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [recorded, setRecorded] = useState<number | null>(null);
  const money = (rupees: number) => formatInr(rupees, t.language);
  const ticked = (line: StatementLine) => ticks[line._id] ?? line.match?.strength === 'strong';
  const chosen = lines.filter(ticked);

  const record = () => {
    setRecorded(null);
    confirm.mutate(chosen, {
      onSuccess: (count) => {
        setRecorded(count);
        setTicks({});
      },
    });
  };

  return (
    <section className="statement-section" aria-labelledby="proposed-title">
      <h3 id="proposed-title">{t('statement.proposed')}</h3>
      {lines.length === 0 ? (
        <p className="statement-note">{t('statement.proposedNone')}</p>
      ) : (
        <>
          <p className="statement-note">{t('statement.proposedHelp')}</p>
          <div className="statement-actions">
            <button type="button" className="btn" disabled={chosen.length === 0 || confirm.isPending} onClick={record}>
              {confirm.isPending ? t('statement.recording') : t('statement.record', { count: chosen.length })}
            </button>
          </div>
          <div className="statement-table statement-table-proposed" role="list">
            <div className="statement-row statement-head" aria-hidden="true">
              <span>{t('statement.col.pick')}</span>
              <span>{t('statement.col.credit')}</span>
              <span>{t('statement.col.narration')}</span>
              <span>{t('statement.col.order')}</span>
            </div>
            {lines.map((line) => {
              const match = line.match!;
              const date = formatCalendarDate(line.valueDate, t.language);
              return (
                <label key={line._id} className={`statement-row statement-line statement-${match.strength}`} role="listitem" data-line={line._id}>
                  <span className="statement-pick">
                    <input
                      type="checkbox"
                      checked={ticked(line)}
                      onChange={(e) => setTicks((now) => ({ ...now, [line._id]: e.target.checked }))}
                      aria-label={t('statement.pick', { amount: money(line.credit), date, order: match.orderNumber })}
                    />
                  </span>
                  <span className="statement-credit">
                    <strong>{money(line.credit)}</strong>
                    <small>{date}</small>
                  </span>
                  <span className="statement-narration">
                    {line.narration}
                    {line.reference && <small>{t('statement.reference', { reference: line.reference })}</small>}
                  </span>
                  <span className="statement-order">
                    <strong>{match.orderNumber}</strong>
                    <small>
                      {match.customerName} · {t('statement.due', { amount: money(match.due) })}
                    </small>
                    <span className={`statement-chip statement-chip-${match.strength}`}>
                      {t(match.strength === 'strong' ? 'statement.strong' : 'statement.weak')}
                    </span>
                    <small className="statement-reason">{t(`statement.reason.${match.reason}`, { due: money(match.due) })}</small>
                  </span>
                </label>
              );
            })}
          </div>
        </>
      )}
      {recorded !== null && (
        <p className="statement-summary" role="status">
          {t('statement.recorded', { count: recorded })}
        </p>
      )}
      {confirm.isError && (
        <p className="statement-error" role="alert">
          {errorText(confirm.error, t('statement.confirmFailed'))}
        </p>
      )}
    </section>
  );
}
