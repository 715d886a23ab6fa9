import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressPatchBody, SavedAddress } from '@laundry/shared/contracts/addresses';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export function updateMyAddress(id: string, body: AddressPatchBody): Promise<SavedAddress> {
  return apiRequest<SavedAddress>(`/addresses/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateMyAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AddressPatchBody }) => updateMyAddress(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.myAddresses }),
  });
}
