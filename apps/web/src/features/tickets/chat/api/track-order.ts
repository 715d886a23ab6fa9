import type { TrackedOrder } from '@laundry/shared/contracts/orders';
import { ApiError, apiRequest } from '../../../../lib/api-client';

/**
 * GET /api/orders/track: the status of one order, for anyone who knows its number and phone.
 * The server answers 404 for any mismatch (and 400 for input it cannot read): both are "not found".
 * The chat engine calls this directly, outside React, so there is no query hook.
 */
export async function trackOrder(orderNumber: string, phone: string): Promise<TrackedOrder | null> {
  const query = new URLSearchParams({ orderNumber, phone });
  try {
    return await apiRequest<TrackedOrder>(`/api/orders/track?${query.toString()}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
