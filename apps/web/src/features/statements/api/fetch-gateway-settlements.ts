import { useQuery } from '@tanstack/react-query';
import type { GatewaySettlements } from '@laundry/shared/contracts/settlements';
import { apiRequest } from '../../../lib/api-client';
import { statementKeys } from './statement-keys';

/** The gateway's settlements as stored, with whether each is in the bank, and what awaits settlement. */
export function fetchGatewaySettlements(signal?: AbortSignal): Promise<GatewaySettlements> {
  return apiRequest<GatewaySettlements>('/admin/gateway/settlements', { signal });
}

export function useGatewaySettlements() {
  return useQuery({ queryKey: statementKeys.settlements, queryFn: ({ signal }) => fetchGatewaySettlements(signal) });
}
