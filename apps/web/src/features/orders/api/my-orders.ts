import { useQuery } from '@tanstack/react-query';
import { fetchMyOrders } from '../../../lib/fetch-my-orders';
import { useSession } from '../../../lib/session';

/** Keyed by token: another sign-in in the same tab never sees the previous customer's list. */
export function myOrdersKey(token: string | null) {
  return ['my-orders', token] as const;
}

export function useMyOrders() {
  const { token } = useSession();
  return useQuery({
    queryKey: myOrdersKey(token),
    queryFn: ({ signal }) => fetchMyOrders(signal),
    enabled: Boolean(token),
    // The socket keeps the list current; a refetch happens on every (re)connect.
    staleTime: Infinity,
    // Asked even offline: the service worker answers with the last list it kept (decision 0080).
    networkMode: 'offlineFirst',
  });
}
