import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@laundry/shared/contracts/audit';
import { apiRequest } from '../../../lib/api-client';

export interface AuditFilter {
  orderId?: string;
  date?: string;
  actor?: string;
}

export const auditKey = (filter: AuditFilter) => ['admin', 'audit', filter] as const;

/** One page of the audit trail (GET /admin/audit), newest first. */
export function fetchAudit(filter: AuditFilter, cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  const query = new URLSearchParams();
  for (const key of ['orderId', 'date', 'actor'] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  if (cursor) query.set('cursor', cursor);
  return apiRequest<AuditPage>(`/admin/audit?${query.toString()}`, { signal });
}

export function useAudit(filter: AuditFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: auditKey(filter),
    queryFn: ({ pageParam, signal }) => fetchAudit(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 5_000,
  });
}
