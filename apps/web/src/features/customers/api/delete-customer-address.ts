import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export function deleteCustomerAddress(customerId: string, addressId: string): Promise<{ _id: string }> {
  return apiRequest<{ _id: string }>(`/admin/customers/${encodeURIComponent(customerId)}/addresses/${encodeURIComponent(addressId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteCustomerAddress(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => deleteCustomerAddress(customerId, addressId),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
