import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerPage } from '@laundry/shared/contracts/customers';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export const CUSTOMERS_PER_PAGE = 20;

/** A page of the shop's customers whose name, phone or saved address holds `q` (all of them for ''). */
export function fetchCustomers(q: string, page: number, signal?: AbortSignal): Promise<CustomerPage> {
  const query = new URLSearchParams({ q, page: String(page), limit: String(CUSTOMERS_PER_PAGE) });
  return apiRequest<CustomerPage>(`/admin/customers?${query.toString()}`, { signal });
}

export function useCustomers(q: string, page: number) {
  return useQuery({
    queryKey: customerKeys.page(q, page),
    queryFn: ({ signal }) => fetchCustomers(q, page, signal),
    // The list stays in sight while the next search or page loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
