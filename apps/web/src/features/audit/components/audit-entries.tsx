import type { AuditEntry } from '@laundry/shared/contracts/audit';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';

const PAISE_FIELDS = new Set(['subtotal', 'discount', 'tax', 'total', 'roundOff', 'paid', 'amount', 'cgst', 'sgst', 'igst']);

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && PAISE_FIELDS.has(field)) return `₹${(value / 100).toFixed(2)}`;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const ARROW = ' \u2192 ';

/** Each change as "field: before → after". */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  return (
    <ul className="audit-changes">
      {fields.map((field) => (
        <li key={field}>
          <span className="audit-field">{field}</span> {field in entry.before && <del>{show(field, entry.before[field])}</del>}
          {field in entry.before && <span aria-hidden="true">{ARROW}</span>}
          <ins>{show(field, entry.after[field])}</ins>
        </li>
      ))}
    </ul>
  );
}

/** Rows of the audit trail: when, who, what, and the fields before and after. */
export function AuditEntries({ entries, showOrder }: { entries: readonly AuditEntry[]; showOrder: boolean }) {
  const t = useT('audit', en);
  const time = new Intl.DateTimeFormat(t.language === 'en' ? 'en-IN' : `${t.language}-IN`, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <ol className="audit-list">
      {entries.map((entry) => (
        <li key={entry._id} className="audit-entry" data-testid="audit-entry">
          <div className="audit-head">
            <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
            <strong>{t(`action.${entry.action}`)}</strong>
            {showOrder && entry.orderNumber && <span>{entry.orderNumber}</span>}
            <span className="audit-actor">
              {entry.actor
                ? `${entry.actor.name} (${t(`role.${entry.actor.role === 'admin' || entry.actor.role === 'rider' ? entry.actor.role : 'customer'}`)})`
                : t('system')}
            </span>
          </div>
          <Changes entry={entry} />
        </li>
      ))}
    </ol>
  );
}
