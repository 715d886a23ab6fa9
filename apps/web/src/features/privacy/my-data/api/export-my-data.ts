import type { CustomerDataExport } from '@laundry/shared/contracts/customer-data';
import { apiRequest } from '../../../../lib/api-client';

/** Everything the shop keeps about the signed-in customer (GET /profile/export). */
export function exportMyData(): Promise<CustomerDataExport> {
  return apiRequest<CustomerDataExport>('/profile/export');
}
