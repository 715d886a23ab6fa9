import { useQuery } from '@tanstack/react-query';
import type { PackOffer } from '@laundry/shared/contracts/packs';
import { apiRequest } from '../../../../lib/api-client';

export const packKeys = {
  all: ['packs'] as const,
  offered: ['packs', 'offered'] as const,
  admin: ['packs', 'admin'] as const,
};

/** GET /api/packs: the packs the shop sells now (public). */
export function useShopPacks() {
  return useQuery({ queryKey: packKeys.offered, queryFn: ({ signal }) => apiRequest<PackOffer[]>('/api/packs', { signal }) });
}

/** GET /admin/packs: every pack offered, stopped ones too. */
export function useAdminPacks() {
  return useQuery({ queryKey: packKeys.admin, queryFn: ({ signal }) => apiRequest<PackOffer[]>('/admin/packs', { signal }) });
}
