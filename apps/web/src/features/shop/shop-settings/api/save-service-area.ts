import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceArea, ServiceAreaEntry } from '@laundry/shared/contracts/slots';
import { apiRequest } from '../../../../lib/api-client';
import { shopSettingsKeys } from './shop-settings-keys';

/** Replaces the whole list (PUT /admin/service-area). */
export function saveServiceArea(pincodes: ServiceAreaEntry[]): Promise<ServiceArea> {
  return apiRequest<ServiceArea>('/admin/service-area', { method: 'PUT', body: { pincodes } });
}

export function useSaveServiceArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveServiceArea,
    onSuccess: (saved) => client.setQueryData(shopSettingsKeys.serviceArea, saved),
  });
}
