import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmableItem, GoLive } from '@laundry/shared/contracts/go-live';
import { apiRequest } from '../../../../lib/api-client';
import { goLiveKey } from './fetch-go-live';

/** The owner marks an item done (POST /admin/go-live/:item/confirm); the answer is the whole list. */
export function confirmGoLiveItem(item: ConfirmableItem): Promise<GoLive> {
  return apiRequest<GoLive>(`/admin/go-live/${item}/confirm`, { method: 'POST', body: {} });
}

export function useConfirmGoLiveItem() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmGoLiveItem, onSuccess: (state) => client.setQueryData(goLiveKey, state) });
}
