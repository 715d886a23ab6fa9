import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export function deleteMyAddress(id: string): Promise<{ _id: string }> {
  return apiRequest<{ _id: string }>(`/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMyAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMyAddress, onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.myAddresses }) });
}
