import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { CUSTOMER_NAMESPACE, type CustomerServerEvents } from '@laundry/shared/contracts/socket-events';
import { connectNamespace } from '../../../lib/realtime';
import { useSession } from '../../auth/session';
import { myOrdersKey } from '../api/my-orders';
import { removeOrder, upsertOrder } from './order-cache';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

// The same events as a type alias: connectNamespace wants an index-signature record, which an interface is not.
type CustomerEvents = { [K in keyof CustomerServerEvents]: CustomerServerEvents[K] };

/**
 * Keeps the My Orders cache current from the /customer socket: new, changed and deleted orders
 * land in the list as they happen. Every (re)connect refetches, so nothing missed while the
 * connection was down stays missing.
 */
export function useCustomerLive(): LiveState {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!token) return;
    const key = myOrdersKey(token);
    const socket = connectNamespace<CustomerEvents>(CUSTOMER_NAMESPACE);
    setState('connecting');
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
    socket.on('connect_error', (error) => {
      setState('reconnecting');
      // A refused token: asking the API once lets its 401 handling end the session.
      if (/token|auth/i.test(error.message)) void queryClient.invalidateQueries({ queryKey: key });
    });
    // A fetch that started before this event would land after it and drop the change: start over.
    const refetchIfInFlight = () => {
      if (queryClient.isFetching({ queryKey: key }) > 0) void queryClient.invalidateQueries({ queryKey: key });
    };
    const upsert = (order: Order) => {
      queryClient.setQueryData<Order[]>(key, (list) => (list ? upsertOrder(list, order) : list));
      refetchIfInFlight();
    };
    socket.on('order:new', upsert);
    socket.on('order:updated', upsert);
    socket.on('order:deleted', ({ _id }: { _id: string }) => {
      queryClient.setQueryData<Order[]>(key, (list) => (list ? removeOrder(list, _id) : list));
      refetchIfInFlight();
    });

    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [token, queryClient]);

  return state;
}
