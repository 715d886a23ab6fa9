import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ADMIN_NAMESPACE } from '@laundry/shared/contracts/socket-events';
import type { Ticket } from '@laundry/shared/contracts/tickets';
import { connectionRefused, connectNamespace } from '../../../lib/realtime';
import { adminKeys } from '../api/query-keys';
import { careKeys } from '../../care/api/care-keys';
import { messageKeys } from '../../messages/api/message-keys';
import { shopFloorKeys } from '../../pieces/shop-floor/api/shop-floor-keys';
import { takingsKeys } from '../../takings/api/takings-keys';
import { markArrived } from './arrived-orders';
import { playChime } from './chime';
import { applyOrderToCache, removeOrderFromCache } from './order-list-cache';
import { removeTicket, upsertTicket } from '../../tickets/lib/ticket-list';

/** Counts, charts, the Today board and the claims are refetched at most this often however busy the shop gets. */
export const STATS_REFRESH_MS = 2000;

/**
 * Keeps the dashboard live from the /admin namespace: orders and tickets are put into (or taken
 * out of) the cached lists in place, and the stats are refetched, throttled.
 */
export function useAdminLive(): void {
  const client = useQueryClient();

  useEffect(() => {
    let stop: (() => void) | undefined;
    // Connecting costs main-thread time; it waits until the first cards are drawn.
    const start = () => {
      stop = connectLive(client);
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: 1500 }) : window.setTimeout(start, 300);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      stop?.();
    };
  }, [client]);
}

/** Subscribes the cache to the /admin namespace; answers the disconnect. */
function connectLive(client: QueryClient): () => void {
  const socket = connectNamespace(ADMIN_NAMESPACE);
  let lastStats = 0;
  let pending: number | undefined;
  const refreshStats = () => {
    if (pending !== undefined) return;
    const wait = Math.max(0, lastStats + STATS_REFRESH_MS - Date.now());
    pending = window.setTimeout(() => {
      pending = undefined;
      lastStats = Date.now();
      void client.invalidateQueries({ queryKey: adminKeys.stats });
      // The Today board is counted from the same orders: refetched with the tiles (only while open).
      void client.invalidateQueries({ queryKey: shopFloorKeys.today });
      // A claim made or settled changes its order: the claims (and the open count) are read again.
      void client.invalidateQueries({ queryKey: careKeys.claims });
      // A rider's collection (or any payment) is an order change: the open takings follow (docs/decisions/0074).
      void client.invalidateQueries({ queryKey: takingsKeys.allTakings });
    }, wait);
  };
  // A fetch that started before this event would land after it and drop the change: start over.
  const refetchIfInFlight = (queryKey: readonly unknown[]) => {
    if (client.isFetching({ queryKey }) > 0) void client.invalidateQueries({ queryKey });
  };
  const setTickets = (change: (list: Ticket[]) => Ticket[]) => {
    if (client.getQueryData(adminKeys.tickets)) client.setQueryData<Ticket[]>(adminKeys.tickets, (list) => (list ? change(list) : list));
    refetchIfInFlight(adminKeys.tickets);
  };
  const orderChanged = () => {
    refetchIfInFlight(adminKeys.orders);
    refreshStats();
  };

  // Whatever changed before this (re)connection was not pushed: lists already loaded catch up.
  // Unchanged answers keep their objects (structural sharing), so nothing redraws needlessly.
  socket.on('connect', () => {
    if (client.getQueriesData({ queryKey: adminKeys.orders }).some(([, data]) => data)) {
      void client.invalidateQueries({ queryKey: adminKeys.orders });
      refreshStats();
    }
    if (client.getQueryData(adminKeys.tickets)) void client.invalidateQueries({ queryKey: adminKeys.tickets });
    void client.invalidateQueries({ queryKey: messageKeys.all });
  });
  // The server hangs up when the session ends (token expired, password reset, role taken away):
  // socket.io will not retry by itself, so try once; a refused handshake means the session is
  // over, and asking the API lets its 401 handling sign the admin out.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', () => {
    if (connectionRefused(socket)) void client.invalidateQueries({ queryKey: adminKeys.stats });
  });
  socket.on('admin:newOrder', (order) => {
    applyOrderToCache(client, order, 'new');
    orderChanged();
    // A customer's booking and a rider's doorstep request stand out (and chime, if the shop turned
    // that on); what the shop books or invoices itself needs no announcing.
    if (order.source === 'web' || order.source === 'doorstep') {
      markArrived(order._id);
      playChime();
    }
  });
  socket.on('admin:orderUpdated', (order) => {
    applyOrderToCache(client, order, 'update');
    orderChanged();
  });
  socket.on('admin:orderDeleted', ({ _id }) => {
    removeOrderFromCache(client, _id);
    orderChanged();
  });
  socket.on('admin:newTicket', (ticket) => setTickets((list) => upsertTicket(list, ticket, 'new')));
  socket.on('admin:ticketUpdated', (ticket) => setTickets((list) => upsertTicket(list, ticket, 'update')));
  socket.on('admin:ticketDeleted', ({ _id }) => setTickets((list) => removeTicket(list, _id)));
  // The outbox changed (a message now waits for the shop's tap, or went): the cards' waiting
  // messages and the Messages view are read again; the event carries no rows to put in place.
  socket.on('admin:messagesChanged', () => void client.invalidateQueries({ queryKey: messageKeys.all }));

  return () => {
    window.clearTimeout(pending);
    socket.disconnect();
  };
}
