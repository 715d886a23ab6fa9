import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosedDate, ClosedDates } from '@laundry/shared/contracts/slots';
import { apiRequest } from '../../../../lib/api-client';
import { shopSettingsKeys } from './shop-settings-keys';

/** Replaces the whole list (PUT /admin/closed-dates): adding and removing are both a new list. */
export function saveClosedDates(dates: ClosedDate[]): Promise<ClosedDates> {
  return apiRequest<ClosedDates>('/admin/closed-dates', { method: 'PUT', body: { dates } });
}

export function useSaveClosedDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveClosedDates,
    onSuccess: (saved) => client.setQueryData(shopSettingsKeys.closedDates, saved),
  });
}
