import { useId, useState } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { AmountInWords } from '../invoice/amount-in-words';
import { InvoiceFit } from '../invoice/invoice-fit';
import { ItemsTable } from '../invoice/items-table';
import { roundOffText } from '../invoice/line-names';
import invoiceEn from '../invoice/locales/en.json';
import { useT } from '../../../i18n/use-t';
import { orderToInvoiceData } from '../invoice/invoice-data';
import en from '../locales/en.json';
import { InvoiceDownload } from '../invoice/invoice-download';
import './order-bill.css';

/**
 * The shop's pricing of an order: items by their names in the language shown, totals, the amount
 * in words in that language only, and the invoice (docs/decisions/0066).
 */
export function OrderBill({ order }: { order: Order }) {
  const t = useT('orders', en);
  const invoiceT = useT('invoice', invoiceEn);
  const language = t.language;
  const money = (rupees: number) => formatInr(rupees, language);
  const [showInvoice, setShowInvoice] = useState(false);
  const invoiceId = useId();
  // The customer reads My Orders in the language they chose on this screen: the invoice follows it.
  const data = { ...orderToInvoiceData(order), language };
  return (
    <section className="order-bill" aria-label={t('bill.label', { orderNumber: order.orderNumber })}>
      <div className="order-bill__table-wrap">
        <ItemsTable items={order.items} variant="bill" language={language} />
      </div>
      <dl className="order-bill__totals">
        <div>
          <dt>{t('bill.subtotal')}</dt>
          <dd data-testid="bill-subtotal">{money(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('bill.discount')}</dt>
          <dd data-testid="bill-discount">{order.discount > 0 ? `− ${money(order.discount)}` : money(0)}</dd>
        </div>
        <div>
          <dt>{t('bill.tax')}</dt>
          <dd data-testid="bill-tax">{money(order.tax)}</dd>
        </div>
        {order.roundOff ? (
          <div>
            <dt>{invoiceT('summary.roundOff')}</dt>
            <dd data-testid="bill-round-off">{roundOffText(order.roundOff, language)}</dd>
          </div>
        ) : null}
        <div className="order-bill__total">
          <dt>{t('bill.total')}</dt>
          <dd data-testid="bill-total">{money(order.total)}</dd>
        </div>
      </dl>
      <p className="order-bill__words">
        <span>{t('bill.words')}</span>{' '}
        <AmountInWords rupees={order.total} language={language} className="order-bill__words-text" testId="bill-words" />
      </p>
      <div className="order-bill__actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-expanded={showInvoice}
          aria-controls={invoiceId}
          onClick={() => setShowInvoice((v) => !v)}
        >
          {showInvoice ? t('bill.hideInvoice') : t('bill.viewInvoice')}
        </button>
        <InvoiceDownload data={data} />
      </div>
      <div id={invoiceId} className="order-invoice-view" hidden={!showInvoice}>
        {showInvoice && <InvoiceFit data={data} />}
      </div>
    </section>
  );
}
