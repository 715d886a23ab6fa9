import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import './order-number.css';

export interface Notice {
  id: number;
  orderId: string;
  orderNumber: string;
  text: string;
}

const CLOSE = '×';

/** The notice's words with its order number kept on one line. */
function withNumber(text: string, orderNumber: string) {
  const [head, ...rest] = text.split(orderNumber);
  if (rest.length === 0) return text;
  return (
    <>
      {head}
      <span className="order-number">{orderNumber}</span>
      {rest.join(orderNumber)}
    </>
  );
}

/**
 * What changed in the customer's orders while My Orders is open. The polite live region is
 * always in the page, so screen readers hear each notice as it is added; each stays until
 * dismissed (no timer to race) and sits in the page's flow, never over an order.
 */
export function OrderNotices({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  const t = useT('orders', en);
  return (
    <div className="order-notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <p key={n.id} className="order-notice">
          <span className="order-notice__text">{withNumber(n.text, n.orderNumber)}</span>
          <button type="button" className="order-notice__dismiss" aria-label={t('notice.dismiss', { text: n.text })} onClick={() => onDismiss(n.id)}>
            <span aria-hidden="true">{CLOSE}</span>
          </button>
        </p>
      ))}
    </div>
  );
}
