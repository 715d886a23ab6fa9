import { useQuery } from '@tanstack/react-query';
import type { OpenStatementLines } from '@laundry/shared/contracts/statements';
import { apiRequest } from '../../../lib/api-client';
import { statementKeys } from './statement-keys';

/** Every credit not yet recorded, from any upload, with the order it is proposed for now. */
export function fetchOpenLines(signal?: AbortSignal): Promise<OpenStatementLines> {
  return apiRequest<OpenStatementLines>('/admin/statements/unmatched', { signal });
}

export function useOpenStatementLines() {
  return useQuery({ queryKey: statementKeys.open, queryFn: ({ signal }) => fetchOpenLines(signal) });
}
