import type { StatementLine } from '@laundry/shared/contracts/statements';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { formatCalendarDate } from '../../../lib/ist-format';
import en from '../locales/en.json';

/** Credits that name no unpaid order: kept across uploads until someone records them. */
export function UnmatchedCredits({ lines }: { lines: StatementLine[] }) {
  const t = useT('statements', en);
  return (
    <section className="statement-section" aria-labelledby="unmatched-title">
      <h3 id="unmatched-title">{t('statement.unmatched', { count: lines.length })}</h3>
      {lines.length === 0 ? (
        <p className="statement-note">{t('statement.unmatchedNone')}</p>
      ) : (
        <>
          <p className="statement-note">{t('statement.unmatchedHelp')}</p>
          <ul className="statement-table statement-table-unmatched">
            {lines.map((line) => (
              <li key={line._id} className="statement-row statement-line" data-line={line._id}>
                <span className="statement-credit">
                  <strong>{formatInr(line.credit, t.language)}</strong>
                  <small>{formatCalendarDate(line.valueDate, t.language)}</small>
                </span>
                <span className="statement-narration">
                  {line.narration}
                  {line.reference && <small>{t('statement.reference', { reference: line.reference })}</small>}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
