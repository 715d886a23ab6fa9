import { useMemo } from 'react';
import type { Language } from '@laundry/shared/constants';
import type { OrderItem } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { sacFor } from '@laundry/shared/rules/sac';
import { useLanguage } from '../../../i18n/language';
import { translatorFor } from '../../../i18n/translate';
import { serviceName } from './labels';
import { lineItemName, lineQty, lineUnit, type KnownNames } from './line-names';
import en from './locales/en.json';
import './items-table.css';

interface ItemsTableProps {
  items: readonly OrderItem[];
  /**
   * 'invoice': the printed invoice's table, numbered and with a unit column, on fixed colours
   * (it is also turned into a PNG). 'bill': the order card's bill, where on a phone the service
   * column gives way and the service shows under the item instead.
   */
  variant: 'invoice' | 'bill';
  /** A tax invoice names each line's SAC (docs/decisions/0047). */
  sac?: boolean;
  /** The bill's language (the customer's, on the invoice); the screen's when left out. */
  language?: Language;
  /** Names for lines that carry none of their own (InvoiceData.knownNames). */
  knownNames?: KnownNames;
}

/** An order's bill rows: service, item, quantity, rate and amount. */
export function ItemsTable({ items, variant, sac = false, language: asked, knownNames }: ItemsTableProps) {
  const screen = useLanguage();
  const language = asked ?? screen;
  const t = useMemo(() => translatorFor('invoice', en, language), [language]);
  const invoice = variant === 'invoice';
  const columns = (invoice ? 7 : 5) + (sac ? 1 : 0);
  return (
    <table className={`items-table items-table--${variant}${sac ? ' items-table--sac' : ''}`}>
      {!invoice && <caption className="visually-hidden">{t('table.caption')}</caption>}
      <thead>
        <tr>
          {invoice && <th scope="col">#</th>}
          <th scope="col" className="items-table__service">
            {t('table.service')}
          </th>
          <th scope="col">{t('table.item')}</th>
          {sac && <th scope="col">{t('table.sac')}</th>}
          <th scope="col" className="num">
            {t('table.qty')}
          </th>
          {invoice && (
            <th scope="col" className="items-table__unit">
              {t('table.unit')}
            </th>
          )}
          <th scope="col" className="num">
            {t('table.rate')}
          </th>
          <th scope="col" className="num">
            {t('table.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={columns} className="items-table__empty">
              {t('table.empty')}
            </td>
          </tr>
        ) : (
          items.map((it, i) => (
            <tr key={i}>
              {invoice && <td>{i + 1}</td>}
              <td className="items-table__service">{serviceName(it.service, language)}</td>
              <td>
                {lineItemName(it, language, knownNames)}
                {!invoice && <span className="items-table__item-service">{serviceName(it.service, language)}</span>}
              </td>
              {sac && <td className="items-table__sac">{sacFor(it.service)}</td>}
              <td className="num">
                {lineQty(it)}
                {/* The bill has no unit column, and a narrow tax invoice hides its own: a weight says so here. */}
                {it.unit === 'kg' && <span className={invoice ? 'items-table__qty-unit' : undefined}>{` ${lineUnit(it, language)}`}</span>}
              </td>
              {invoice && <td className="items-table__unit">{lineUnit(it, language)}</td>}
              <td className="num">{formatInr(it.rate, language)}</td>
              <td className="num">{formatInr(it.amount, language)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
