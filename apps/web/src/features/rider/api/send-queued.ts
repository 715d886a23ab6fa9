import { IDEMPOTENCY_HEADER } from '@laundry/shared/contracts/rider';
import { apiRequest } from '../../../lib/api-client';
import { pickupPhotoIds, type QueueItem } from '../lib/offline-queue';

/**
 * One queued item to its route (docs/decisions/0048): POST /rider/orders/{id}/photos with the
 * image as the body, or the action's JSON; always with the key made when the rider tapped.
 */
export function sendQueued(item: QueueItem, photoIds: Record<string, string>): Promise<unknown> {
  const headers = { [IDEMPOTENCY_HEADER]: item.key };
  const order = encodeURIComponent(item.orderId);
  if (item.kind === 'photo') return apiRequest(`/rider/orders/${order}/photos`, { method: 'POST', body: item.blob, headers });
  const body = item.kind === 'pickup' ? { ...item.body, photoIds: pickupPhotoIds(item, photoIds) } : item.body;
  return apiRequest(`/rider/orders/${order}/${item.kind}`, { method: 'POST', body, headers });
}
