import { useId, useState } from 'react';
import type { Service } from '@laundry/shared/constants';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { startingRate } from '@laundry/shared/rules/pricing';
import { serviceName } from '../../../components/invoice/labels';
import { useT } from '../../../i18n/use-t';
import { ESTIMATE_COLUMN, itemName, MAX_COUNT_QTY, MAX_COUNT_ROWS, type CountRow, type Estimate, type EstimateGroup } from '../lib/estimate';
import en from '../locales/en.json';
import './booking-estimate.css';

export interface BookingEstimateProps {
  service: Service | '';
  /** null while the price list loads */
  groups: EstimateGroup[] | null;
  rows: CountRow[];
  estimate: Estimate;
  onRows: (rows: CountRow[]) => void;
}

const MINUS = '−';
const PLUS = '+';

/** Optional: the customer counts what they send and sees an estimate from the price list (docs/decisions/0036). */
export function BookingEstimate({ service, groups, rows, estimate, onRows }: BookingEstimateProps) {
  const t = useT('orders', en);
  const language = t.language;
  const serviceText = service ? serviceName(service, language) : '';
  const [open, setOpen] = useState(rows.length > 0);
  const titleId = useId();
  const panelId = useId();
  const column = service ? ESTIMATE_COLUMN[service] : null;
  const byId = new Map((groups ?? []).flatMap((g) => g.items.map((it) => [it.id, it] as const)));
  const shown = rows.length > 0 ? rows : [{ id: '', qty: 1 }];

  const totalText = t.rich('estimate.total', {
    total: formatInr(fromPaise(estimate.total), language),
    b: (chunks) => (
      <strong key="total" data-testid="estimate-total">
        {chunks}
      </strong>
    ),
  });

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
          {t('estimate.toggle')} <span className="field-optional">{t('form.optional')}</span>
        </span>
        <span aria-hidden="true" className="booking-estimate__chevron">
          {open ? MINUS : PLUS}
        </span>
      </button>
      {open && (
        <div id={panelId} className="booking-estimate__panel">
          <p className="field-hint">{t('estimate.intro')}</p>
          {!service ? (
            <p className="booking-estimate__note">{t('estimate.chooseService')}</p>
          ) : !column ? (
            <p className="booking-estimate__note">{t('estimate.noColumn', { service: serviceText })}</p>
          ) : null}
          {groups === null ? (
            <p className="field-hint" role="status">
              {t('estimate.loading')}
            </p>
          ) : (
            <ul className="estimate-rows">
              {shown.map((row, i) => {
                const item = byId.get(row.id);
                const rate = item && column ? startingRate(item.prices[column]) : null;
                const name = item ? itemName(item, language) : t('estimate.row.fallbackName', { n: i + 1 });
                const rateText =
                  !item || !column
                    ? ''
                    : rate === null
                      ? t('estimate.row.notOffered', { service: serviceText })
                      : t('estimate.row.rate', { rate: formatInr(rate, language) });
                return (
                  <li key={i} className="estimate-row">
                    <select
                      aria-label={t('estimate.row.item', { n: i + 1 })}
                      className="estimate-row__item"
                      value={row.id}
                      onChange={(e) => update(i, { id: e.target.value, qty: row.qty || 1 })}
                    >
                      <option value="">{t('estimate.row.choose')}</option>
                      {groups.map((g) => (
                        <optgroup key={g.key} label={t(`estimate.category.${g.key}`)}>
                          {g.items.map((it) => (
                            <option key={it.id} value={it.id}>
                              {itemName(it, language)}
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
                      aria-label={t('estimate.row.qty', { name })}
                      value={row.qty || ''}
                      onChange={(e) => update(i, { qty: Math.min(MAX_COUNT_QTY, Math.max(0, Math.floor(Number(e.target.value) || 0))) })}
                    />
                    <span className="estimate-row__rate">{rateText}</span>
                    <button
                      type="button"
                      className="btn btn-danger-outline btn-sm estimate-row__remove"
                      aria-label={t('estimate.row.removeLabel', { name })}
                      onClick={() => remove(i)}
                    >
                      {t('estimate.row.remove')}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {groups !== null && shown.length < MAX_COUNT_ROWS && (
            <button type="button" className="btn btn-secondary btn-sm booking-estimate__add" onClick={() => onRows([...shown, { id: '', qty: 1 }])}>
              {t('estimate.add')}
            </button>
          )}
          {column && (
            <div className="booking-estimate__total">
              <p>{totalText}</p>
              <p className="field-hint">{t('estimate.note', { service: serviceText })}</p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
