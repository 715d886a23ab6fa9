import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import type { StaffBookingBody } from '@laundry/shared/contracts/staff-bookings';
import { apiRequest } from '../../../../lib/api-client';

/** The shop books a pickup for a customer (docs/decisions/0072); answers the new order. */
export function bookForCustomer(body: StaffBookingBody): Promise<Order> {
  return apiRequest<Order>('/admin/bookings', { method: 'POST', body });
}

export function useBookForCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookForCustomer,
    // The window has one place fewer; the customer's list has one order more.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] });
    },
  });
}
