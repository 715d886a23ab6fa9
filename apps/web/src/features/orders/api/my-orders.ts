import { useQuery } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../auth/session';
import { sortNewestFirst } from '../lib/order-cache';

/** Keyed by token: another sign-in in the same tab never sees the previous customer's list. */
export function myOrdersKey(token: string | null) {
  return ['my-orders', token] as const;
}

export async function fetchMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = await apiRequest<Order[] | { data?: Order[] }>('/orders', { signal });
  const list = Array.isArray(answer) ? answer : (answer?.data ?? []);
  return sortNewestFirst(list);
}

export function useMyOrders() {
  const { token } = useSession();
  return useQuery({
    queryKey: myOrdersKey(token),
    queryFn: ({ signal }) => fetchMyOrders(signal),
    enabled: Boolean(token),
    // The socket keeps the list current; a refetch happens on every (re)connect.
    staleTime: Infinity,
  });
}
