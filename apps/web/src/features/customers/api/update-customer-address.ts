import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressPatchBody, SavedAddress } from '@laundry/shared/contracts/addresses';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export function updateCustomerAddress(customerId: string, addressId: string, body: AddressPatchBody): Promise<SavedAddress> {
  return apiRequest<SavedAddress>(`/admin/customers/${encodeURIComponent(customerId)}/addresses/${encodeURIComponent(addressId)}`, {
    method: 'PATCH',
    body,
  });
}

export function useUpdateCustomerAddress(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, body }: { addressId: string; body: AddressPatchBody }) => updateCustomerAddress(customerId, addressId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
