import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FetchedSettlements } from '@laundry/shared/contracts/settlements';
import { apiRequest } from '../../../lib/api-client';
import { statementKeys } from './statement-keys';

/** Asks the gateway for its recent settlements; the server stores the new ones and matches bank credits. */
export function pullGatewaySettlements(): Promise<FetchedSettlements> {
  return apiRequest<FetchedSettlements>('/admin/gateway/settlements/fetch', { method: 'POST', body: {} });
}

export function usePullGatewaySettlements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pullGatewaySettlements,
    onSuccess: (answer) => {
      client.setQueryData(statementKeys.settlements, answer);
      // A credit may have become a settlement's: the open list changes too.
      void client.invalidateQueries({ queryKey: statementKeys.open });
    },
  });
}
