import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBody, SavedAddress } from '@laundry/shared/contracts/addresses';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** The shop saves an address for a customer (at most five; a sixth is 409 address_limit). */
export function addCustomerAddress(customerId: string, body: AddressBody): Promise<SavedAddress> {
  return apiRequest<SavedAddress>(`/admin/customers/${encodeURIComponent(customerId)}/addresses`, { method: 'POST', body });
}

export function useAddCustomerAddress(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBody) => addCustomerAddress(customerId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
