import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBody, SavedAddress } from '@laundry/shared/contracts/addresses';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** Saves an address to the signed-in account (at most five; a sixth is 409 address_limit). */
export function saveMyAddress(body: AddressBody): Promise<SavedAddress> {
  return apiRequest<SavedAddress>('/addresses', { method: 'POST', body });
}

export function useSaveMyAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveMyAddress, onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.myAddresses }) });
}
