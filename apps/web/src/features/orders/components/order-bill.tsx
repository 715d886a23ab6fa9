import { useId, useState } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import { amountInWords } from '@laundry/shared/rules/amount-in-words';
import { formatInr } from '@laundry/shared/rules/money';
import { InvoiceFit } from '../../../components/invoice/invoice-fit';
import { ItemsTable } from '../../../components/invoice/items-table';
import { orderToInvoiceData } from '../../../lib/invoice/invoice-data';
import { InvoiceDownload } from './invoice-download';
import './order-bill.css';

/** The shop's pricing of an order: items, totals, the amount in words and the invoice. */
export function OrderBill({ order }: { order: Order }) {
  const [showInvoice, setShowInvoice] = useState(false);
  const invoiceId = useId();
  const data = orderToInvoiceData(order);
  return (
    <section className="order-bill" aria-label={`Bill for order ${order.orderNumber}`}>
      <div className="order-bill__table-wrap">
        <ItemsTable items={order.items} variant="bill" />
      </div>
      <dl className="order-bill__totals">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="bill-subtotal">{formatInr(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd data-testid="bill-discount">{order.discount > 0 ? `− ${formatInr(order.discount)}` : formatInr(0)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd data-testid="bill-tax">{formatInr(order.tax)}</dd>
        </div>
        <div className="order-bill__total">
          <dt>Total</dt>
          <dd data-testid="bill-total">{formatInr(order.total)}</dd>
        </div>
      </dl>
      <p className="order-bill__words">
        <span>Amount in words:</span> <strong data-testid="bill-words">{amountInWords(order.total)}</strong>
      </p>
      <div className="order-bill__actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-expanded={showInvoice}
          aria-controls={invoiceId}
          onClick={() => setShowInvoice((v) => !v)}
        >
          {showInvoice ? 'Hide invoice' : 'View invoice'}
        </button>
        <InvoiceDownload data={data} />
      </div>
      <div id={invoiceId} className="order-invoice-view" hidden={!showInvoice}>
        {showInvoice && <InvoiceFit data={data} />}
      </div>
    </section>
  );
}
