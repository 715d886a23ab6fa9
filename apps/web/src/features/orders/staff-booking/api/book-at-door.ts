import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@laundry/shared/contracts/orders';
import type { DoorstepBookingBody } from '@laundry/shared/contracts/staff-bookings';
import { apiRequest } from '../../../../lib/api-client';

/** The rider books a pickup a customer asked for at the door (docs/decisions/0072); answers the new order. */
export function bookAtDoor(body: DoorstepBookingBody): Promise<Order> {
  return apiRequest<Order>('/rider/bookings', { method: 'POST', body });
}

export function useBookAtDoor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAtDoor,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['slots'] }),
  });
}
