import type { Order } from '@laundry/shared/contracts/orders';
import { useT } from '../../../i18n/use-t';
import { readyByText } from '../lib/ready-by-text';
import en from '../locales/en.json';
import './ready-by.css';

/** The promise is news until the order is back with the customer (or called off). */
function promised(order: Pick<Order, 'readyBy' | 'status'>): order is Pick<Order, 'status'> & { readyBy: string } {
  return order.readyBy !== null && order.status !== 'Completed' && order.status !== 'Cancelled';
}

/** "Ready by Tue 25 Nov, 9 PM": the done page's line (docs/decisions/0048). */
export function ReadyByNote({ order }: { order: Pick<Order, 'readyBy' | 'status'> }) {
  const t = useT('orders', en);
  if (!promised(order)) return null;
  return (
    <p className="ready-by" data-testid="ready-by">
      {t('readyBy.line', { when: readyByText(order.readyBy, t.language) })}
    </p>
  );
}

/** The same promise as a line of an order card's facts (a <dl> row). */
export function ReadyByFact({ order }: { order: Pick<Order, 'readyBy' | 'status'> }) {
  const t = useT('orders', en);
  if (!promised(order)) return null;
  return (
    <div data-testid="ready-by">
      <dt>{t('readyBy.label')}</dt>
      <dd>{readyByText(order.readyBy, t.language)}</dd>
    </div>
  );
}
