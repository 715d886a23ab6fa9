import type { PriceItem } from '@laundry/shared/contracts/prices';
import { formatPrice, PRICE_ROWS } from '../price-catalogue';
import { PriceValue } from './price-value';

const onInspection = (item: PriceItem) => PRICE_ROWS.every((row) => formatPrice(item.prices[row.slot]) === '-');

/**
 * Phones: a category's items as a compact table, one row per item with its three prices, so a
 * category is a short list rather than a card per item (issue 11 point 10).
 */
export function PriceTable({ items, label }: { items: PriceItem[]; label: string }) {
  // Carpets, sofas and bags are quoted after a look: their table has one price column, not three.
  const quotedOnly = items.every(onInspection);
  return (
    <>
      <table className="price-table">
        <caption className="visually-hidden">{label} prices</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            {quotedOnly ? (
              <th scope="col" colSpan={3}>
                PRICE
              </th>
            ) : (
              PRICE_ROWS.map((row) => (
                <th key={row.slot} scope="col">
                  {row.label}
                </th>
              ))
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name}>
              <th scope="row">{item.name}</th>
              {onInspection(item) ? (
                <td colSpan={3} className="price-table__quote">
                  Quote after inspection
                </td>
              ) : (
                PRICE_ROWS.map((row) => (
                  <td key={row.slot} className={formatPrice(item.prices[row.slot]) === '-' ? 'price-table__na' : undefined}>
                    <PriceValue text={item.prices[row.slot]} />
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {quotedOnly && <p className="price-table__note">Priced after a free inspection. Call or WhatsApp us for a quote.</p>}
    </>
  );
}
