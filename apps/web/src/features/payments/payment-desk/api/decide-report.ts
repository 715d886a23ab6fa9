import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../../lib/api-client';
import { useOrderChange } from './use-order-change';

/** Confirm records the customer's reported UPI payment; reject leaves the ledger as it is. */
export function decideReport(reportId: string, decision: 'confirm' | 'reject'): Promise<Order> {
  return apiRequest<Order>(`/admin/payment-reports/${encodeURIComponent(reportId)}/${decision}`, { method: 'POST', body: {} });
}

export function useDecideReport() {
  return useOrderChange(({ reportId, decision }: { reportId: string; decision: 'confirm' | 'reject' }) => decideReport(reportId, decision));
}
