import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Order, OrderFilters } from '@laundry/shared/contracts/orders';
import { useT } from '../../../i18n/use-t';
import { useAdminOrders } from '../api/fetch-orders';
import { hasFilters } from '../lib/order-filters';
import { AdminOrderCard } from './admin-order-card';
import en from '../locales/en.json';
import './order-list.css';

interface Props {
  filters: OrderFilters;
  /** The search box holds text the list has not been asked for yet. */
  searching: boolean;
  totalOrders: number | undefined;
  onPrice: (order: Order) => void;
  /** Called once the first load has ended (cards or an empty list are on screen). */
  onSettled?: () => void;
  /** A phone: cards fold their invoice to its total. */
  compact?: boolean;
  /** The view switch (All / Today) and the chime toggle, beside the heading. */
  tools?: ReactNode;
}

/**
 * The cards, one cursor page (50) at a time: the next page loads when the end of the list
 * scrolls into view, or with the Load more button (docs/decisions/0500).
 */
/** Cards drawn in the first frame of a new result; the rest follow right after it is painted. */
const FIRST_BATCH = 6;

export function OrderList({ filters, searching, totalOrders, onPrice, onSettled, compact = false, tools }: Props) {
  const t = useT('admin', en);
  const query = useAdminOrders(filters);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  const settled = !query.isPending;
  useEffect(() => {
    if (!settled || !onSettled) return;
    // After the browser has painted the cards, not before.
    const frame = requestAnimationFrame(() => window.setTimeout(onSettled, 0));
    return () => cancelAnimationFrame(frame);
  }, [settled, onSettled]);

  // Spec section 8: an order load failure shows an empty list.
  const orders = query.isError ? [] : (query.data?.pages.flatMap((p) => p.data) ?? []);

  // A fresh answer (first load or a new search) paints its first cards at once; live changes,
  // Load more and refreshes of the same answer keep everything drawn.
  const answer = `${JSON.stringify(filters)}|${query.isPlaceholderData ? 'old' : query.isPending ? 'none' : 'new'}`;
  const [batch, setBatch] = useState({ answer, full: false });
  if (batch.answer !== answer) setBatch({ answer, full: false });
  useEffect(() => {
    if (batch.full) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setBatch((b) => (b.answer === batch.answer ? { ...b, full: true } : b))));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [batch]);
  const drawn = batch.full ? orders : orders.slice(0, FIRST_BATCH);

  useEffect(() => {
    const el = sentinel.current;
    // Only once every loaded card is drawn: while the first few stand alone the list's end is on
    // screen, and watching it then would fetch page after page nobody scrolled to.
    if (!el || !batch.full || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [batch.full, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const unfiltered = !hasFilters(filters);
  const busy = query.isPending || searching || (query.isPlaceholderData && query.isFetching);

  return (
    <section className="order-list-section" aria-labelledby="orders-heading" aria-busy={busy}>
      <div className="order-list-head">
        <h2 id="orders-heading">{t('list.heading')}</h2>
        {tools}
        {!query.isPending && orders.length > 0 && (
          <p className="order-count" role="status">
            {unfiltered && totalOrders !== undefined
              ? t('list.showingOf', { shown: orders.length, total: totalOrders })
              : t('list.showing', { shown: orders.length })}
          </p>
        )}
      </div>
      {query.isPending ? (
        <p className="admin-empty" role="status">
          {t('list.loading')}
        </p>
      ) : orders.length === 0 ? (
        <p className="admin-empty" role="status">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="order-cards">
          {drawn.map((order) => (
            <li key={order._id}>
              <AdminOrderCard order={order} onPrice={onPrice} compact={compact} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {hasNextPage && !query.isError && (
        <div className="order-more">
          <button type="button" className="btn btn-secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
