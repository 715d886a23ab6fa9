import type { Order } from '@laundry/shared/contracts/orders';
import { useT } from '../../../i18n/use-t';
import { readyByText } from '../../../lib/ready-by-text';
import { readyByView } from '../lib/ready-by-view';
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

type PromiseFields = Pick<Order, 'readyBy' | 'readyByWas' | 'readyByNote' | 'readyByEstimate' | 'status'>;

/**
 * The promise as a line of an order card's facts (a <dl> row), and, when it slipped, the apology
 * (docs/decisions/0059): a new time from the shop replaces the old one, struck through; a promise
 * that simply passed shows the server's estimate, labelled as expected rather than promised.
 */
export function ReadyByFact({ order }: { order: PromiseFields }) {
  const t = useT('orders', en);
  const view = readyByView(order);
  if (!view) return null;
  const when = (iso: string) => readyByText(iso, t.language);

  if (view.kind === 'late') {
    return (
      <div className="ready-by-fact ready-by-fact--slipped" data-testid="ready-by" data-kind="late">
        <dt>{t('readyBy.expected')}</dt>
        <dd>
          <span className="ready-by-fact__time" data-testid="ready-by-time">
            {when(view.expected)}
          </span>
          <span className="ready-by-fact__sorry">{t('readyBy.sorryLate')}</span>
        </dd>
      </div>
    );
  }

  if (view.kind === 'moved') {
    // <s> is not read out as struck by most screen readers: the hidden word says what the old time is.
    const was = t.rich('readyBy.was', {
      when: when(view.was),
      hidden: (chunks) => (
        <span key="hidden" className="visually-hidden">
          {chunks}
        </span>
      ),
    });
    return (
      <div className="ready-by-fact ready-by-fact--slipped" data-testid="ready-by" data-kind="moved">
        <dt>{t('readyBy.label')}</dt>
        <dd>
          <span className="ready-by-fact__times">
            <span className="ready-by-fact__time" data-testid="ready-by-time">
              {when(view.at)}
            </span>{' '}
            <s className="ready-by-fact__was" data-testid="ready-by-was">
              {was}
            </s>
          </span>
          <span className="ready-by-fact__sorry">{t('readyBy.sorryMoved')}</span>
          {view.note && (
            <span className="ready-by-fact__note" data-testid="ready-by-note">
              {t('readyBy.reason', { note: view.note })}
            </span>
          )}
        </dd>
      </div>
    );
  }

  return (
    <div className="ready-by-fact" data-testid="ready-by" data-kind="promised">
      <dt>{t('readyBy.label')}</dt>
      <dd>{when(view.at)}</dd>
    </div>
  );
}
