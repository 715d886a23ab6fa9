import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { stainPhotoKey } from '../../../lib/order-photos';
import { applyOrderToCache } from '../../admin/lib/order-list-cache';

/** PUT /admin/stains/{id}/photo: the image itself (resized in the browser first, ≤ 600 KB); answers the order. */
export function uploadStainPhoto(stainId: string, photo: Blob): Promise<Order> {
  return apiRequest<Order>(`/admin/stains/${encodeURIComponent(stainId)}/photo`, { method: 'PUT', body: photo });
}

export function useUploadStainPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ stainId, photo }: { stainId: string; photo: Blob }) => uploadStainPhoto(stainId, photo),
    onSuccess: (order, { stainId }) => {
      applyOrderToCache(client, order, 'update');
      // The same address may now serve another photo (a retake): the thumbnail reads it again.
      void client.invalidateQueries({ queryKey: stainPhotoKey(order._id, stainId) });
    },
  });
}
