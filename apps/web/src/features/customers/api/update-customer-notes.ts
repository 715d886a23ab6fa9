import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerPatchBody, CustomerSummary } from '@laundry/shared/contracts/customers';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** The shop's notes on a customer ("gate code 4321"); '' removes them. */
export function updateCustomerNotes(id: string, body: CustomerPatchBody): Promise<CustomerSummary> {
  return apiRequest<CustomerSummary>(`/admin/customers/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateCustomerNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CustomerPatchBody }) => updateCustomerNotes(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
