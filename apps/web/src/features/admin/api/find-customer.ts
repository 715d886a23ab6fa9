import type { PublicUser } from '@laundry/shared/contracts/auth';
import type { CustomerLookupQuery } from '@laundry/shared/contracts/customers';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/customers?phone=: the account of the customer on the line (404 when there is none). */
export function findCustomer(query: CustomerLookupQuery): Promise<PublicUser> {
  return apiRequest<PublicUser>(`/admin/customers?${new URLSearchParams({ phone: query.phone }).toString()}`);
}
