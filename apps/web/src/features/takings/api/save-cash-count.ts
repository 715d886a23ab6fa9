import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashCountBody, Takings } from '@laundry/shared/contracts/takings';
import { apiRequest } from '../../../lib/api-client';
import { takingsKeys } from './takings-keys';

export function saveCashCount(date: string, body: CashCountBody): Promise<Takings> {
  return apiRequest<Takings>(`/admin/takings/${encodeURIComponent(date)}/cash-count`, { method: 'PUT', body });
}

/** Counts the till; the answer is the day's takings with the count, put straight in the cache. */
export function useSaveCashCount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: CashCountBody }) => saveCashCount(date, body),
    onSuccess: (takings) => client.setQueryData(takingsKeys.takings(takings.date), takings),
  });
}
