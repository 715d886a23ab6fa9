import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Handover, HandoverBody } from '@laundry/shared/contracts/rider-day';
import { apiRequest } from '../../../lib/api-client';
import { takingsKeys } from './takings-keys';

/** POST /admin/riders/{id}/handovers: the shop received this cash from the rider. */
export function confirmHandover(riderId: string, body: HandoverBody): Promise<Handover> {
  return apiRequest<Handover>(`/admin/riders/${encodeURIComponent(riderId)}/handovers`, { method: 'POST', body });
}

/** The day's takings are read again: the rider's line and what is still with them change. */
export function useConfirmHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ riderId, body }: { riderId: string; body: HandoverBody }) => confirmHandover(riderId, body),
    onSuccess: (handover) => client.invalidateQueries({ queryKey: takingsKeys.takings(handover.date) }),
  });
}
