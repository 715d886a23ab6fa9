import { useQuery } from '@tanstack/react-query';
import type { Order, OrderPage } from '@laundry/shared/contracts/orders';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { shopFloorKeys } from './shop-floor-keys';

/**
 * One order by its id, for its labels. The API has no single-order call for the admin; its search
 * looks in the id too, so the list asked for that id holds the order (matched exactly here).
 */
export async function fetchLabelOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const params = new URLSearchParams({ q: orderId, limit: '5' });
  const page = await apiRequest<OrderPage>(`/admin/orders?${params.toString()}`, { signal });
  const order = page.data.find((o) => o._id === orderId);
  if (!order) throw new ApiError(404, { error: 'Order not found.', code: 'not_found' });
  return order;
}

export function useLabelOrder(orderId: string) {
  return useQuery({ queryKey: shopFloorKeys.labelOrder(orderId), queryFn: ({ signal }) => fetchLabelOrder(orderId, signal), retry: false });
}
