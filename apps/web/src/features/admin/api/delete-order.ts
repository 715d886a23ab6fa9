import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { removeOrderFromCache } from '../lib/order-list-cache';
import { adminKeys } from './query-keys';

export function deleteOrder(id: string): Promise<{ _id: string }> {
  return apiRequest<{ _id: string }>(`/admin/orders/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOrder(id),
    onSuccess: ({ _id }) => {
      removeOrderFromCache(client, _id);
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
    // Spec section 8: a failed delete is only logged.
    onError: (error) => console.error('Order delete failed', error),
  });
}
