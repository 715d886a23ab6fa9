import { useQuery } from '@tanstack/react-query';
import type { ServiceArea } from '@laundry/shared/contracts/slots';
import { apiRequest } from '../../../../lib/api-client';
import { shopSettingsKeys } from './shop-settings-keys';

/** The pincodes the shop reaches (GET /api/service-area, public). */
export function fetchServiceArea(signal?: AbortSignal): Promise<ServiceArea> {
  return apiRequest<ServiceArea>('/api/service-area', { signal });
}

export function useServiceArea() {
  return useQuery({ queryKey: shopSettingsKeys.serviceArea, queryFn: ({ signal }) => fetchServiceArea(signal), retry: false });
}
