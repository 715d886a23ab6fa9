import { useMemo, useState } from 'react';
import { SERVICES } from '@laundry/shared/constants';
import { pricingBody } from '@laundry/shared/contracts/orders';
import type { LineUnit } from '@laundry/shared/rules/bill';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../../../i18n/use-t';
import { useLivePriceList } from '../../../../../lib/live-price-list';
import en from '../locales/en.json';
import { listRate, weightInvalid, withUnit, type ListRates } from '../lib/draft-rows';
import { cleanMoneyText, cleanQtyText, defaultRow, serviceFromText, serviceName, type DraftRow, type LockedLine } from '../lib/invoice-draft';
import { priceSlot, priceSuggestions, suggestionLabel, type PriceSuggestion } from '../lib/price-suggestions';
import { inputLimit } from '../lib/schema-checks';
import './item-editor.css';

/** The datalist a row's Item field suggests from: one per priced service, its rates beside the names. */
function itemListId(service: string): string {
  const slot = priceSlot(service);
  return `invoice-items-${slot ? slot.toLowerCase().replace(/\s+/g, '-') : 'any'}`;
}

function ItemSuggestions({ list, service }: { list: PriceSuggestion[]; service: string }) {
  return (
    <datalist id={itemListId(service)}>
      {list.map((s) => (
        <option key={s.name} value={s.name} label={suggestionLabel(s, service)} />
      ))}
    </datalist>
  );
}

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';

/** A row's text limits, as pricingBody allows them. */
const ROW = pricingBody.shape.items.element.shape;
const SERVICE_LIMIT = inputLimit(ROW.service);
const ITEM_LIMIT = inputLimit(ROW.item);
/** "100.00" with room for a stray space: the weight is checked, not cut. */
const WEIGHT_LIMIT = 8;

interface Props {
  rows: DraftRow[];
  amounts: number[];
  onChange: (rows: DraftRow[]) => void;
  disabled: boolean;
  /** The lines the customer approved for stains: shown, not editable (docs/decisions/0057). */
  locked?: LockedLine[];
  /** A save was refused: every weight that is none is named, not only those left already. */
  showErrors?: boolean;
}

/** The approved stain lines under the rows: the server keeps them on every pricing, so they are not the shop's to change. */
function LockedLines({ lines }: { lines: LockedLine[] }) {
  const t = useT('invoice-editor', en);
  if (lines.length === 0) return null;
  return (
    <ul className="item-locked" aria-label={t('items.locked')}>
      {lines.map((line) => (
        <li key={line.stainId} data-testid="locked-line">
          {t('items.stainLine', { tag: line.tag, amount: formatInr(line.rate * line.qty, t.language) })}
        </li>
      ))}
    </ul>
  );
}

/** pcs / kg: how the row's qty is counted (docs/decisions/0066). */
function UnitToggle({ row, n, disabled, onPick }: { row: DraftRow; n: number; disabled: boolean; onPick: (unit: LineUnit) => void }) {
  const t = useT('invoice-editor', en);
  return (
    <div className="unit-toggle" role="group" aria-label={t('items.unitRow', { n })}>
      <button type="button" aria-pressed={row.unit === 'pcs'} disabled={disabled} onClick={() => onPick('pcs')}>
        {t('items.pcs')}
      </button>
      <button type="button" aria-pressed={row.unit === 'kg'} disabled={disabled} onClick={() => onPick('kg')}>
        {t('items.kg')}
      </button>
    </div>
  );
}

/** Service, Item, Qty (pcs or kg), Rate (₹), Amount and remove, one row per line of the invoice. */
export function ItemEditor({ rows, amounts, onChange, disabled, locked = [], showErrors = false }: Props) {
  const t = useT('invoice-editor', en);
  const prices = useLivePriceList();
  const list = useMemo(() => priceSuggestions(prices.data), [prices.data]);
  const rates: ListRates = useMemo(() => ({ list, perKg: prices.data?.perKg }), [list, prices.data?.perKg]);
  // Kilos are checked once the field is left (or a save tried): "4." on the way to "4.25" is no mistake.
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const replace = (next: DraftRow) => onChange(rows.map((r) => (r.key === next.key ? next : r)));
  const update = (key: string, patch: Partial<DraftRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch, awaitingRate: false } : r)));
  // A name or a service that the price list knows fills in its rate; the rate stays editable. By
  // the kilo the rate is the service's, so only a new service changes it.
  const updateNames = (row: DraftRow, patch: Pick<Partial<DraftRow>, 'item' | 'service'>) => {
    const next = { ...row, ...patch };
    const rate = next.unit === 'pcs' || patch.service !== undefined ? listRate(rates, next) : null;
    update(row.key, rate === null ? patch : { ...patch, rate });
  };
  // One list per service in use (the label shows that service's rate), so each row suggests its own.
  const services = [...new Map(rows.map((r) => [itemListId(r.service), r.service])).values()];
  return (
    <div className="item-editor">
      <table className="item-table">
        <thead>
          <tr>
            <th scope="col">{t('items.service')}</th>
            <th scope="col">{t('items.item')}</th>
            <th scope="col">{t('items.qty')}</th>
            <th scope="col">{t('items.rate')}</th>
            <th scope="col">{t('items.amount')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('items.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const n = index + 1;
            const kg = row.unit === 'kg';
            const wrong = weightInvalid(row) && (showErrors || left.has(row.key));
            const errorId = `invoice-weight-${row.key}`;
            return (
              <tr key={row.key} data-unit={row.unit}>
                <td data-label={t('items.service')}>
                  {/* The shop's services show in the language; the row keeps their English value. */}
                  <input
                    className="admin-input"
                    aria-label={t('items.serviceRow', { n })}
                    list="invoice-services"
                    value={serviceName(row.service)}
                    maxLength={SERVICE_LIMIT}
                    disabled={disabled}
                    onChange={(e) => updateNames(row, { service: serviceFromText(e.target.value) })}
                  />
                </td>
                <td data-label={t('items.item')}>
                  <input
                    className="admin-input"
                    aria-label={t('items.itemRow', { n })}
                    list={itemListId(row.service)}
                    value={row.item}
                    maxLength={ITEM_LIMIT}
                    disabled={disabled}
                    autoComplete="off"
                    title={row.item}
                    onChange={(e) => updateNames(row, { item: e.target.value })}
                  />
                </td>
                <td data-label={t('items.qty')}>
                  <div className="qty-field">
                    {/* Kilos stay exactly as typed: a weight is checked, never rounded (docs/decisions/0066). */}
                    <input
                      className="admin-input num-input"
                      aria-label={t('items.qtyRow', { n })}
                      inputMode={kg ? 'decimal' : 'numeric'}
                      value={row.qty}
                      maxLength={kg ? WEIGHT_LIMIT : undefined}
                      disabled={disabled}
                      aria-invalid={wrong}
                      aria-describedby={wrong ? errorId : undefined}
                      onChange={(e) => update(row.key, { qty: kg ? e.target.value : cleanQtyText(e.target.value) })}
                      onFocus={(e) => e.target.select()}
                      onBlur={() => kg && !left.has(row.key) && setLeft(new Set(left).add(row.key))}
                    />
                    <UnitToggle row={row} n={n} disabled={disabled} onPick={(unit) => replace(withUnit(row, unit, rates))} />
                  </div>
                </td>
                <td data-label={t('items.rate')}>
                  <input
                    className="admin-input num-input"
                    aria-label={t('items.rateRow', { n })}
                    data-rate-row={n}
                    inputMode="decimal"
                    value={row.rate}
                    disabled={disabled}
                    onChange={(e) => update(row.key, { rate: cleanMoneyText(e.target.value) })}
                    onFocus={(e) => e.target.select()}
                  />
                </td>
                <td data-label={t('items.amount')} className="item-amount">
                  <output aria-label={t('items.amountRow', { n })}>{formatInr(amounts[index] ?? 0, t.language)}</output>
                </td>
                <td className="item-remove-cell">
                  <button
                    type="button"
                    className="item-remove"
                    aria-label={t('items.removeRow', { n })}
                    disabled={disabled}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  >
                    {CLOSE_MARK}
                  </button>
                </td>
                {wrong && (
                  <td className="item-error form-error" id={errorId}>
                    {t('items.weightInvalid')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <LockedLines lines={locked} />
      <datalist id="invoice-services">
        {SERVICES.map((s) => (
          // In Telugu or Hindi the English name goes beside, as on the shop's board.
          <option key={s} value={serviceName(s)} label={t.language === 'en' ? undefined : s} />
        ))}
      </datalist>
      {services.map((service) => (
        <ItemSuggestions key={itemListId(service)} list={list} service={service} />
      ))}
      <button type="button" className="btn btn-secondary btn-sm" disabled={disabled} onClick={() => onChange([...rows, defaultRow()])}>
        {t('items.add')}
      </button>
    </div>
  );
}
