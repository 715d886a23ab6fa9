import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePackBody, PackOffer } from '@laundry/shared/contracts/packs';
import { apiRequest } from '../../../../lib/api-client';
import { packKeys } from './fetch-pack-offers';

/** POST /admin/packs: a new pack offer. */
export function useCreatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePackBody) => apiRequest<PackOffer>('/admin/packs', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packKeys.all }),
  });
}

/** PATCH /admin/packs/{id}: stop offering a pack, or offer it again. */
export function useSetPackActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<PackOffer>(`/admin/packs/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packKeys.all }),
  });
}
