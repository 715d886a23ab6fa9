import { useId, useState } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { formatInr } from '@laundry/shared/rules/money';
import { AmountInLocalWords } from '../../../components/invoice/amount-in-local-words';
import { InvoiceFit } from '../../../components/invoice/invoice-fit';
import { ItemsTable } from '../../../components/invoice/items-table';
import { useT } from '../../../i18n/use-t';
import { orderToInvoiceData } from '../../../lib/invoice/invoice-data';
import en from '../locales/en.json';
import { InvoiceDownload } from './invoice-download';
import './order-bill.css';

/**
 * The shop's pricing of an order: items, totals, the amount in words (English, with the Telugu
 * or Hindi words beneath in those languages) and the invoice.
 */
export function OrderBill({ order }: { order: Order }) {
  const t = useT('orders', en);
  const language = t.language;
  const money = (rupees: number) => formatInr(rupees, language);
  const [showInvoice, setShowInvoice] = useState(false);
  const invoiceId = useId();
  const data = orderToInvoiceData(order);
  return (
    <section className="order-bill" aria-label={t('bill.label', { orderNumber: order.orderNumber })}>
      <div className="order-bill__table-wrap">
        <ItemsTable items={order.items} variant="bill" />
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
        <div className="order-bill__total">
          <dt>{t('bill.total')}</dt>
          <dd data-testid="bill-total">{money(order.total)}</dd>
        </div>
      </dl>
      <p className="order-bill__words">
        <span>{t('bill.words')}</span>{' '}
        <strong data-testid="bill-words" lang="en">
          {amountInWords(order.total)}
        </strong>
        <AmountInLocalWords rupees={order.total} language={language} className="order-bill__words-local" />
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
