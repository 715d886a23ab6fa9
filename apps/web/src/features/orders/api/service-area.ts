import { useQuery } from '@tanstack/react-query';
import type { ServiceArea } from '@laundry/shared/contracts/slots';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/service-area (public): the pincodes the shop reaches, so the form can tell a customer before they book. */
export function useServiceArea() {
  return useQuery({
    queryKey: ['service-area'],
    queryFn: ({ signal }) => apiRequest<ServiceArea>('/api/service-area', { signal }),
    // The shop changes it rarely; the server checks every booking anyway.
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
