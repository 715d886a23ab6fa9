import { useId, useState } from 'react';
import { formatInr } from '@laundry/shared/rules/money';
import { serviceName } from '../invoice/labels';
import { useT } from '../../../i18n/use-t';
import { ESTIMATE_COLUMN, itemBasis, itemName, MAX_COUNT_QTY, MAX_COUNT_ROWS, type CountRow } from '../lib/estimate';
import type { EstimatePanelState } from '../lib/estimate-state';
import en from '../locales/en.json';
import { EstimateTotal, WeightField } from './booking-estimate-parts';
import './booking-estimate.css';

export type BookingEstimateProps = EstimatePanelState;

const MINUS = '−';
const PLUS = '+';

/** Optional: the customer counts what they send and sees an estimate from the price list (docs/decisions/0036). */
export function BookingEstimate(props: BookingEstimateProps) {
  const { service, groups, rows, estimate, onRows, weight, weightRefused } = props;
  const t = useT('orders', en);
  const language = t.language;
  const serviceText = service ? serviceName(service, language) : '';
  const [opened, setOpen] = useState(rows.length > 0 || weight !== '');
  // A weight refused at the review is shown, with its message, even if the customer had closed the panel.
  const open = opened || weightRefused;
  const titleId = useId();
  const panelId = useId();
  const column = service ? ESTIMATE_COLUMN[service] : null;
  const kg = estimate.perKg;
  const byId = new Map((groups ?? []).flatMap((g) => g.items.map((it) => [it.id, it] as const)));
  const shown = rows.length > 0 ? rows : [{ id: '', qty: 1 }];

  const update = (index: number, patch: Partial<CountRow>) => onRows(shown.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const remove = (index: number) => onRows(shown.filter((_, i) => i !== index));
  /** Beside each counted item: its rate, or why it is not in the estimate on its own. */
  const basisText = ({ basis, rate }: ReturnType<typeof itemBasis>): string => {
    if (basis === 'byWeight') return t('estimate.row.byWeight');
    if (basis === 'atPickup') return t('estimate.row.atPickup');
    if (basis === 'notOffered' || rate === null) return t('estimate.row.notOffered', { service: serviceText });
    return t('estimate.row.rate', { rate: formatInr(rate, language) });
  };

  return (
    <section className="booking-estimate" role="group" aria-labelledby={titleId}>
      <button
        type="button"
        id={titleId}
        className="booking-estimate__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
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
          ) : kg ? (
            <WeightField
              serviceText={serviceText}
              perKg={kg}
              weight={weight}
              showError={weightRefused}
              onWeight={props.onWeight}
              onLeave={props.onWeightLeft}
            />
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
                const name = item ? itemName(item, language) : t('estimate.row.fallbackName', { n: i + 1 });
                const rateText = item && service ? basisText(itemBasis(item, service, kg)) : '';
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
                    <span className="estimate-row__rate" data-testid="estimate-row-rate">
                      {rateText}
                    </span>
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
          {(column || kg) && <EstimateTotal service={service} serviceText={serviceText} estimate={estimate} expressFactor={props.expressFactor} />}
        </div>
      )}
    </section>
  );
}
