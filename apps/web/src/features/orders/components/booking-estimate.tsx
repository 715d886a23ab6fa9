import { useId, useState } from 'react';
import type { Service } from '@laundry/shared/constants';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { startingRate } from '@laundry/shared/rules/pricing';
import { ESTIMATE_COLUMN, MAX_COUNT_QTY, MAX_COUNT_ROWS, type CountRow, type Estimate, type EstimateGroup } from '../lib/estimate';
import './booking-estimate.css';

export interface BookingEstimateProps {
  service: Service | '';
  /** null while the price list loads */
  groups: EstimateGroup[] | null;
  rows: CountRow[];
  estimate: Estimate;
  onRows: (rows: CountRow[]) => void;
}

/** Optional: the customer counts what they send and sees an estimate from the price list (docs/decisions/0036). */
export function BookingEstimate({ service, groups, rows, estimate, onRows }: BookingEstimateProps) {
  const [open, setOpen] = useState(rows.length > 0);
  const titleId = useId();
  const panelId = useId();
  const column = service ? ESTIMATE_COLUMN[service] : null;
  const byId = new Map((groups ?? []).flatMap((g) => g.items.map((it) => [it.id, it] as const)));
  const shown = rows.length > 0 ? rows : [{ id: '', qty: 1 }];

  const update = (index: number, patch: Partial<CountRow>) => onRows(shown.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const remove = (index: number) => onRows(shown.filter((_, i) => i !== index));

  return (
    <section className="booking-estimate" role="group" aria-labelledby={titleId}>
      <button
        type="button"
        id={titleId}
        className="booking-estimate__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>
          Estimate your bill <span className="field-optional">(optional)</span>
        </span>
        <span aria-hidden="true" className="booking-estimate__chevron">
          {open ? '−' : '+'}
        </span>
      </button>
      {open && (
        <div id={panelId} className="booking-estimate__panel">
          <p className="field-hint">Tell us what you are sending to see an estimate from our price list. We count everything again at pickup.</p>
          {!service ? (
            <p className="booking-estimate__note">Choose a service above to see its prices.</p>
          ) : !column ? (
            <p className="booking-estimate__note">
              {service} is priced at pickup (by weight or by the item), so there is no estimate by item. You can still list what you send.
            </p>
          ) : null}
          {groups === null ? (
            <p className="field-hint" role="status">
              Loading the price list…
            </p>
          ) : (
            <ul className="estimate-rows">
              {shown.map((row, i) => {
                const item = byId.get(row.id);
                const rate = item && column ? startingRate(item.prices[column]) : null;
                const name = item?.name ?? `item ${i + 1}`;
                return (
                  <li key={i} className="estimate-row">
                    <select
                      aria-label={`Item ${i + 1}`}
                      className="estimate-row__item"
                      value={row.id}
                      onChange={(e) => update(i, { id: e.target.value, qty: row.qty || 1 })}
                    >
                      <option value="">Choose an item</option>
                      {groups.map((g) => (
                        <optgroup key={g.label} label={g.label}>
                          {g.items.map((it) => (
                            <option key={it.id} value={it.id}>
                              {it.name}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_COUNT_QTY}
                      className="estimate-row__qty"
                      aria-label={`How many: ${name}`}
                      value={row.qty || ''}
                      onChange={(e) => update(i, { qty: Math.min(MAX_COUNT_QTY, Math.max(0, Math.floor(Number(e.target.value) || 0))) })}
                    />
                    <span className="estimate-row__rate">
                      {!item || !column ? '' : rate === null ? `Not offered for ${service}` : `from ${formatInr(rate)} each`}
                    </span>
                    <button
                      type="button"
                      className="btn btn-danger-outline btn-sm estimate-row__remove"
                      aria-label={`Remove ${name}`}
                      onClick={() => remove(i)}
                    >
                      Remove
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {groups !== null && shown.length < MAX_COUNT_ROWS && (
            <button type="button" className="btn btn-secondary btn-sm booking-estimate__add" onClick={() => onRows([...shown, { id: '', qty: 1 }])}>
              Add another item
            </button>
          )}
          {column && (
            <div className="booking-estimate__total">
              <p>
                Estimated bill: from <strong data-testid="estimate-total">{formatInr(fromPaise(estimate.total))}</strong>
              </p>
              <p className="field-hint">
                Estimate only, from our starting prices for {service}. Your bill is made when we count your clothes at pickup, and Express costs 1.5x.
              </p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
