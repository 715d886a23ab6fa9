import type { RiderStop } from '@laundry/shared/contracts/rider';
import type { DeliveredDraft } from '../components/deliver-sheet';
import type { PickupDraft } from '../components/pickup-sheet';
import { newIdempotencyKey, type ActionItem, type ActionKind, type PhotoItem, type QueueItem } from './offline-queue';

/** What one tap puts in the outbox; the key is made here, at the tap, and never again. */
export function actionItem(stop: RiderStop, kind: ActionKind, body: Record<string, unknown> = {}, now = new Date()): ActionItem {
  return { kind, key: newIdempotencyKey(), orderId: stop.orderId, orderNumber: stop.orderNumber, queuedAt: now.toISOString(), body };
}

/** A pickup: each photo first (its key made when it was taken), then the intake naming them. */
export function pickupItems(stop: RiderStop, draft: PickupDraft, now = new Date()): QueueItem[] {
  const photos: PhotoItem[] = draft.photos.map((photo) => ({
    kind: 'photo',
    key: photo.key,
    orderId: stop.orderId,
    orderNumber: stop.orderNumber,
    queuedAt: now.toISOString(),
    blob: photo.blob,
  }));
  const pickup = actionItem(stop, 'pickup', { pieces: draft.pieces, items: draft.items, notes: draft.notes }, now);
  return [...photos, { ...pickup, photoKeys: photos.map((p) => p.key) }];
}

export function deliveredItem(stop: RiderStop, draft: DeliveredDraft, now = new Date()): ActionItem {
  const body: Record<string, unknown> = { amount: draft.amount, method: draft.method };
  if (draft.reference) body.reference = draft.reference;
  return actionItem(stop, 'delivered', body, now);
}
