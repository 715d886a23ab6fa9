import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import { apiRequest } from '../../../lib/api-client';
import { takingsKeys } from './takings-keys';

/** The customer's reported UPI payment enters the ledger (POST /admin/payment-reports/{id}/confirm). */
export function confirmReport(reportId: string): Promise<Order> {
  return apiRequest<Order>(`/admin/payment-reports/${encodeURIComponent(reportId)}/confirm`, { method: 'POST', body: {} });
}

/** Confirming from the Unpaid list: the list is asked again, since the due (or the whole customer) goes. */
export function useConfirmReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmReport,
    onSettled: () => client.invalidateQueries({ queryKey: takingsKeys.dues }),
  });
}
