import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import type { RecentOrder } from '../chat-types';

/** GET /orders: the signed-in customer's orders, newest first, as the chat shows them. */
export async function fetchRecentOrders(): Promise<RecentOrder[]> {
  const answer = await apiRequest<Order[] | { data?: Order[] }>('/orders');
  const orders = Array.isArray(answer) ? answer : (answer?.data ?? []);
  return [...orders]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .map((o) => ({
      orderNumber: o.orderNumber,
      service: o.service,
      status: o.status,
      delivery: o.delivery,
      pickupDate: o.pickupDate,
      pickupTime: o.pickupTime,
    }));
}
