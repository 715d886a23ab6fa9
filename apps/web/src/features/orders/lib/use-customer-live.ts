import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { CUSTOMER_NAMESPACE } from '@laundry/shared/contracts/socket-events';
import { removeOrder, upsertOrder } from '../../../lib/order-cache';
import { connectionRefused, connectNamespace } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { myOrdersKey } from '../api/my-orders';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/**
 * Keeps the My Orders cache current from the /customer socket: new, changed and deleted orders
 * land in the list as they happen. Every (re)connect refetches, so nothing missed while the
 * connection was down stays missing.
 */
export function useCustomerLive(onOrderChanged?: (before: Order | undefined, after: Order) => void): LiveState {
  const queryClient = useQueryClient();
  // The latest listener, without reconnecting the socket when the caller's function changes.
  const changed = useRef(onOrderChanged);
  useEffect(() => {
    changed.current = onOrderChanged;
  });
  const { token } = useSession();
  // The state belongs to one session's connection: a new token starts again at 'connecting'.
  const [live, setLive] = useState<{ token: string | null; state: LiveState }>({ token, state: 'connecting' });

  useEffect(() => {
    if (!token) return;
    const key = myOrdersKey(token);
    const socket = connectNamespace(CUSTOMER_NAMESPACE);
    const setState = (state: LiveState) => setLive({ token, state });
    let connectedBefore = false;

    socket.on('connect', () => {
      setState('live');
      // The first connect may come after the list was fetched; any later one follows a gap.
      if (connectedBefore || queryClient.getQueryState(key)?.status === 'success') {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      connectedBefore = true;
    });
    socket.on('disconnect', (reason) => {
      setState('reconnecting');
      // The server hung up on purpose (e.g. the password was reset): socket.io will not retry by itself.
      if (reason === 'io server disconnect') socket.connect();
    });
    // socket.io keeps retrying (1 s growing to 5 s) after a failed attempt.
    socket.on('connect_error', () => {
      setState('reconnecting');
      // The server refused the token: asking the API once lets its 401 handling end the session.
      if (connectionRefused(socket)) void queryClient.invalidateQueries({ queryKey: key });
    });
    // A fetch that started before this event would land after it and drop the change: start over.
    const refetchIfInFlight = () => {
      if (queryClient.isFetching({ queryKey: key }) > 0) void queryClient.invalidateQueries({ queryKey: key });
    };
    const upsert = (order: Order) => {
      const before = queryClient.getQueryData<Order[]>(key)?.find((o) => o._id === order._id);
      queryClient.setQueryData<Order[]>(key, (list) => (list ? upsertOrder(list, order) : list));
      changed.current?.(before, order);
      refetchIfInFlight();
    };
    socket.on('order:new', upsert);
    socket.on('order:updated', upsert);
    socket.on('order:deleted', ({ _id }) => {
      queryClient.setQueryData<Order[]>(key, (list) => (list ? removeOrder(list, _id) : list));
      refetchIfInFlight();
    });

    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [token, queryClient]);

  return live.token === token ? live.state : 'connecting';
}
