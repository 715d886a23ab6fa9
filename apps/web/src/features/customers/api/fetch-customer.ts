import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@laundry/shared/contracts/customers';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** One customer with every order (newest first) and the payments on them. */
export function fetchCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiRequest<CustomerDetail>(`/admin/customers/${encodeURIComponent(id)}`, { signal });
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerKeys.one(id), queryFn: ({ signal }) => fetchCustomer(id, signal), retry: false });
}
