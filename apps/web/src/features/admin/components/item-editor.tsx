import { SERVICES } from '@laundry/shared/constants';
import { pricingBody } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { cleanMoneyText, cleanQtyText, defaultRow, type DraftRow } from '../lib/invoice-draft';
import { inputLimit } from '../lib/schema-checks';
import './item-editor.css';

/** Common garments, offered as suggestions; any text is accepted. */
const ITEM_SUGGESTIONS = [
  'Garment',
  'Shirt / T-Shirt',
  'Trouser / Jeans',
  'Saree',
  'Kurta',
  'Bedsheet',
  'Blanket',
  'Curtain',
  'Blazer',
  'Suit (2 pc)',
  'Shoes',
];

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
  const update = (key: string, patch: Partial<DraftRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
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
                    onChange={(e) => update(row.key, { service: e.target.value })}
                  />
                </td>
                <td data-label="Item">
                  <input
                    className="admin-input"
                    aria-label={`Item, row ${n}`}
                    list="invoice-items"
                    value={row.item}
                    maxLength={ITEM_LIMIT}
                    disabled={disabled}
                    onChange={(e) => update(row.key, { item: e.target.value })}
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
      <datalist id="invoice-items">
        {ITEM_SUGGESTIONS.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <button type="button" className="btn btn-secondary btn-sm" disabled={disabled} onClick={() => onChange([...rows, defaultRow()])}>
        + Add Item
      </button>
    </div>
  );
}
