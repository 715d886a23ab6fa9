import { useQuery } from '@tanstack/react-query';
import type { ClosedDates } from '@laundry/shared/contracts/slots';
import { apiRequest } from '../../../../lib/api-client';
import { shopSettingsKeys } from './shop-settings-keys';

/** The dates the shop is closed (GET /admin/closed-dates), Sankranti and the like. */
export function fetchClosedDates(signal?: AbortSignal): Promise<ClosedDates> {
  return apiRequest<ClosedDates>('/admin/closed-dates', { signal });
}

export function useClosedDates() {
  return useQuery({ queryKey: shopSettingsKeys.closedDates, queryFn: ({ signal }) => fetchClosedDates(signal), retry: false });
}
