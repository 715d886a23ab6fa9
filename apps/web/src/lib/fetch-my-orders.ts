import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from './api-client';
import { sortNewestFirst } from './order-cache';

/** GET /orders: the signed-in customer's orders (orderListSchema), newest first. */
export async function fetchMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return sortNewestFirst(await apiRequest<Order[]>('/orders', { signal }));
}
