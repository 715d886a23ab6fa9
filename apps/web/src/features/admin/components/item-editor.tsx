import { useMemo } from 'react';
import { SERVICES } from '@laundry/shared/constants';
import { pricingBody } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { usePriceList } from '../api/fetch-price-list';
import { cleanMoneyText, cleanQtyText, defaultRow, type DraftRow } from '../lib/invoice-draft';
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

/** A row's text limits, as pricingBody allows them. */
const ROW = pricingBody.shape.items.element.shape;
const SERVICE_LIMIT = inputLimit(ROW.service);
const ITEM_LIMIT = inputLimit(ROW.item);

interface Props {
  rows: DraftRow[];
  amounts: number[];
  onChange: (rows: DraftRow[]) => void;
  disabled: boolean;
}

/** Service, Item, Qty, Rate (₹), Amount and remove, one row per line of the invoice. */
export function ItemEditor({ rows, amounts, onChange, disabled }: Props) {
  const prices = usePriceList();
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
            <th scope="col">Service</th>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Rate (₹)</th>
            <th scope="col">Amount</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <tr key={row.key}>
                <td data-label="Service">
                  <input
                    className="admin-input"
                    aria-label={`Service, row ${n}`}
                    list="invoice-services"
                    value={row.service}
                    maxLength={SERVICE_LIMIT}
                    disabled={disabled}
                    onChange={(e) => updateNames(row, { service: e.target.value })}
                  />
                </td>
                <td data-label="Item">
                  <input
                    className="admin-input"
                    aria-label={`Item, row ${n}`}
                    list={itemListId(row.service)}
                    value={row.item}
                    maxLength={ITEM_LIMIT}
                    disabled={disabled}
                    autoComplete="off"
                    title={row.item}
                    onChange={(e) => updateNames(row, { item: e.target.value })}
                  />
                </td>
                <td data-label="Qty">
                  <input
                    className="admin-input num-input"
                    aria-label={`Qty, row ${n}`}
                    inputMode="numeric"
                    value={row.qty}
                    disabled={disabled}
                    onChange={(e) => update(row.key, { qty: cleanQtyText(e.target.value) })}
                    onFocus={(e) => e.target.select()}
                  />
                </td>
                <td data-label="Rate (₹)">
                  <input
                    className="admin-input num-input"
                    aria-label={`Rate (₹), row ${n}`}
                    inputMode="decimal"
                    value={row.rate}
                    disabled={disabled}
                    onChange={(e) => update(row.key, { rate: cleanMoneyText(e.target.value) })}
                    onFocus={(e) => e.target.select()}
                  />
                </td>
                <td data-label="Amount" className="item-amount">
                  <output aria-label={`Amount, row ${n}`}>{formatInr(amounts[index] ?? 0)}</output>
                </td>
                <td className="item-remove-cell">
                  <button
                    type="button"
                    className="item-remove"
                    aria-label={`Remove row ${n}`}
                    disabled={disabled}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <datalist id="invoice-services">
        {SERVICES.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      {services.map((service) => (
        <ItemSuggestions key={itemListId(service)} list={list} service={service} />
      ))}
      <button type="button" className="btn btn-secondary btn-sm" disabled={disabled} onClick={() => onChange([...rows, defaultRow()])}>
        + Add Item
      </button>
    </div>
  );
}
