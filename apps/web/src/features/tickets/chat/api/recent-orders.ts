import { fetchMyOrders } from '../../../../lib/fetch-my-orders';
import type { RecentOrder } from '../chat-types';

/** The signed-in customer's orders, newest first, as the chat shows them. */
export async function fetchRecentOrders(): Promise<RecentOrder[]> {
  return (await fetchMyOrders()).map((o) => ({
    orderNumber: o.orderNumber,
    service: o.service,
    status: o.status,
    delivery: o.delivery,
    pickupDate: o.pickupDate,
    pickupTime: o.pickupTime,
  }));
}
