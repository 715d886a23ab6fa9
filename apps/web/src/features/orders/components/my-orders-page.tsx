import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@laundry/shared/contracts/orders';
import { InstallInvitation } from '../../../components/app-install/install-invitation';
import { LastKnownNotice } from '../../../components/app-install/last-known-notice';
import { PageMeta } from '../../../components/page-meta';
import { useT } from '../../../i18n/use-t';
import { WalletCard } from '../../payments/wallet/components/wallet-card';
import { useHydrating, useHydratingMark } from '../../../lib/hydrating';
import { markBooked } from '../../../lib/install-prompt';
import { useMyOrders } from '../api/my-orders';
import { FIRST_SHOWN, MORE_SHOWN, ordersShown } from '../lib/orders-shown';
import { orderNotice } from '../lib/order-notice';
import { useAskAgainWhenDue } from '../lib/use-ask-again-when-due';
import { useCustomerLive } from '../lib/use-customer-live';
import { useScrollToOrder } from '../lib/use-scroll-to-order';
import { useShownInSteps } from '../lib/use-shown-in-steps';
import en from '../locales/en.json';
import { LiveIndicator } from './live-indicator';
import { CustomerOrderCard } from './customer-order-card';
import { OrderNotices, type Notice } from './order-notices';
import './my-orders.css';

export function MyOrdersPage() {
  const t = useT('orders', en);
  const mark = useHydratingMark();
  const orders = useMyOrders();
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(0);
  const live = useCustomerLive((before: Order | undefined, after: Order) => {
    const text = orderNotice(before, after);
    if (!text) return;
    nextId.current += 1;
    const id = nextId.current;
    // Newest first; a few at most, and one per order (its newest news).
    setNotices((list) =>
      [{ id, orderId: after._id, orderNumber: after.orderNumber, text }, ...list.filter((n) => n.orderId !== after._id)].slice(0, 3),
    );
  });
  // A promise that passes sends nothing over the socket: the list is asked for again then (docs/decisions/0059).
  useAskAgainWhenDue(orders.data);
  const dismiss = (id: number) => setNotices((list) => list.filter((n) => n.id !== id));
  // ?order= names the order a message is about (its id, or its number as people type it).
  const asked = useSearchParams()[0].get('order');
  const askedId = (asked && orders.data?.find((o) => o._id === asked || o.orderNumber === asked.trim().toUpperCase())?._id) || null;
  useScrollToOrder(askedId);
  // The newest orders and those on their way; older ones a tap away (orders-shown.ts).
  const [count, setCount] = useState(FIRST_SHOWN);
  const listed = ordersShown(orders.data ?? [], count, askedId);
  const drawn = useShownInSteps(listed.shown.length, askedId !== null);

  // The pre-rendered frame (docs/decisions/0058) shows the heading and its words while the session
  // is read and the orders arrive; they are the same elements after, so nothing moves.
  // Deferred: the cards are drawn in slices the phone can interrupt, not in one urgent render.
  const loading = useDeferredValue(useHydrating() || orders.isPending);
  // Booked here or on another device: either way, a customer the install invitation may ask.
  const hasOrders = (orders.data?.length ?? 0) > 0;
  useEffect(() => {
    if (hasOrders) markBooked();
  }, [hasOrders]);
  return (
    <section className="container my-orders" {...mark}>
      <PageMeta title={t('myOrders.meta.title')} description={t('myOrders.meta.description')} />
      <header className="my-orders__head">
        <div className="my-orders__title">
          <h1>{t('myOrders.title')}</h1>
          <LiveIndicator state={live} />
        </div>
        <div className="my-orders__head-links">
          <Link to="/refer" className="btn btn-secondary" data-testid="refer-link">
            {t('myOrders.refer')}
          </Link>
          <Link to="/subscriptions" className="btn btn-secondary" data-testid="subscribe-link">
            {t('myOrders.subscribe')}
          </Link>
          {/* With the list, in the same render: alone it would push the loading line down. */}
          {!loading && orders.isSuccess && orders.data.length > 0 && (
            <Link to="/orders" className="btn">
              {t('myOrders.book')}
            </Link>
          )}
        </div>
      </header>
      <p className="lead my-orders__lead">{t('myOrders.lead')}</p>
      <WalletCard hideWhenEmpty />

      <LastKnownNotice path="/orders" />
      {!loading && hasOrders && <InstallInvitation />}
      <OrderNotices notices={notices} onDismiss={dismiss} />

      {loading || orders.isPending ? (
        <p className="page-loading" role="status">
          {t('myOrders.loading')}
        </p>
      ) : orders.isError ? (
        <div className="form-error my-orders__error" role="alert">
          <p>{t('myOrders.failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void orders.refetch()}>
            {t('myOrders.retry')}
          </button>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="my-orders__empty card">
          <h2>{t('myOrders.empty.title')}</h2>
          <p>{t('myOrders.empty.text')}</p>
          <Link to="/orders" className="btn btn-lg">
            {t('myOrders.book')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="my-orders__list" aria-label={t('myOrders.list')}>
            {listed.shown.slice(0, drawn).map((order) => (
              <li key={order._id}>
                <CustomerOrderCard order={order} asked={order._id === askedId} />
              </li>
            ))}
          </ul>
          {listed.hidden > 0 && drawn >= listed.shown.length && (
            <div className="my-orders__more">
              <button type="button" className="btn btn-secondary" onClick={() => setCount((n) => n + MORE_SHOWN)}>
                {t('myOrders.showOlder', { count: listed.hidden })}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
