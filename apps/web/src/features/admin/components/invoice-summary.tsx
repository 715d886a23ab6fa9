import type { Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';

const SHOWN_ITEMS = 3;

/** The card's short invoice: first 3 items, '…and N more', then the four figures. */
export function InvoiceSummary({ order }: { order: Order }) {
  if (order.items.length === 0) return <p className="invoice-summary invoice-summary-empty">Not priced yet</p>;
  const hidden = order.items.length - SHOWN_ITEMS;
  return (
    <div className="invoice-summary" aria-label="Invoice summary">
      <ul className="invoice-summary-items">
        {order.items.slice(0, SHOWN_ITEMS).map((it, i) => (
          <li key={i}>
            <span>
              {it.item} ({it.service}) × {it.qty}
            </span>
            <span>{formatInr(it.amount)}</span>
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="invoice-summary-more">…and {hidden} more</p>}
      <dl className="invoice-summary-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatInr(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{formatInr(order.discount)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatInr(order.tax)}</dd>
        </div>
        <div className="invoice-summary-total">
          <dt>Total</dt>
          <dd>{formatInr(order.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
