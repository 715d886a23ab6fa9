import type { PriceItem } from '@laundry/shared/contracts/prices';
import messages from '../locales/en.json';
import { useT } from '../../../i18n/use-t';
import { formatPrice, PRICE_ROWS } from '../price-catalogue';
import { ItemName } from './item-name';
import { PriceValue } from './price-value';

const onInspection = (item: PriceItem) => PRICE_ROWS.every((row) => formatPrice(item.prices[row.slot]) === '-');

/**
 * Phones: a category's items as a compact table, one row per item with its three prices, so a
 * category is a short list rather than a card per item.
 */
export function PriceTable({ items, label }: { items: PriceItem[]; label: string }) {
  const t = useT('prices', messages);
  // Carpets, sofas and bags are quoted after a look: their table has one price column, not three.
  const quotedOnly = items.every(onInspection);
  return (
    <>
      <table className="price-table">
        <caption className="visually-hidden">{t('table.caption', { category: label })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.item')}</th>
            {quotedOnly ? (
              <th scope="col" colSpan={3}>
                {t('table.price')}
              </th>
            ) : (
              PRICE_ROWS.map((row) => (
                <th key={row.slot} scope="col">
                  {t(row.label)}
                </th>
              ))
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.name}>
              <th scope="row">
                <ItemName item={item} />
              </th>
              {onInspection(item) ? (
                <td colSpan={3} className="price-table__quote">
                  {t('table.quote')}
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
      {quotedOnly && <p className="price-table__note">{t('quote.note')}</p>}
    </>
  );
}
