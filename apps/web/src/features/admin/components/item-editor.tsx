import { useMemo } from 'react';
import { SERVICES } from '@laundry/shared/constants';
import { pricingBody } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { useLivePriceList } from '../../../lib/live-price-list';
import en from '../invoice-editor/locales/en.json';
import { cleanMoneyText, cleanQtyText, defaultRow, serviceFromText, serviceName, type DraftRow, type LockedLine } from '../lib/invoice-draft';
import { priceSlot, priceSuggestions, suggestedRate, suggestionLabel, type PriceSuggestion } from '../lib/price-suggestions';
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

interface Props {
  rows: DraftRow[];
  amounts: number[];
  onChange: (rows: DraftRow[]) => void;
  disabled: boolean;
  /** The lines the customer approved for stains: shown, not editable (docs/decisions/0057). */
  locked?: LockedLine[];
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

/** Service, Item, Qty, Rate (₹), Amount and remove, one row per line of the invoice. */
export function ItemEditor({ rows, amounts, onChange, disabled, locked = [] }: Props) {
  const t = useT('invoice-editor', en);
  const prices = useLivePriceList();
  const list = useMemo(() => priceSuggestions(prices.data), [prices.data]);
  const update = (key: string, patch: Partial<DraftRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  // A name or a service that the price list knows fills in its rate; the rate stays editable.
  const updateNames = (row: DraftRow, patch: Pick<Partial<DraftRow>, 'item' | 'service'>) => {
    const next = { ...row, ...patch };
    const rate = suggestedRate(list, next.item, next.service);
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
            return (
              <tr key={row.key}>
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
                  <input
                    className="admin-input num-input"
                    aria-label={t('items.qtyRow', { n })}
                    inputMode="numeric"
                    value={row.qty}
                    disabled={disabled}
                    onChange={(e) => update(row.key, { qty: cleanQtyText(e.target.value) })}
                    onFocus={(e) => e.target.select()}
                  />
                </td>
                <td data-label={t('items.rate')}>
                  <input
                    className="admin-input num-input"
                    aria-label={t('items.rateRow', { n })}
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
