import type { Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';

const SHOWN_ITEMS = 3;

/** The card's short invoice: first 3 items, '…and N more', then the four figures; folded to its total on a phone. */
export function InvoiceSummary({ order, compact = false }: { order: Order; compact?: boolean }) {
  if (order.items.length === 0) return <p className="invoice-summary invoice-summary-empty">Not priced yet</p>;
  // On a phone the card shows the total; the lines open on request.
  if (compact)
    return (
      <details className="invoice-summary-fold">
        <summary>
          <span>
            Invoice · {order.items.length} {order.items.length === 1 ? 'item' : 'items'}
          </span>
          <span className="invoice-summary-fold-total">{formatInr(order.total)}</span>
        </summary>
        <InvoiceSummary order={order} />
      </details>
    );
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
