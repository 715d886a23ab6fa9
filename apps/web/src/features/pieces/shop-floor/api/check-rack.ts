import { useMutation } from '@tanstack/react-query';
import type { RackCheck } from '@laundry/shared/contracts/pieces';
import { apiRequest } from '../../../../lib/api-client';

/** POST /admin/racks/check: what was scanned on one rack against what should be on it. */
export function checkRack(rack: string, codes: string[]): Promise<RackCheck> {
  return apiRequest<RackCheck>('/admin/racks/check', { method: 'POST', body: { rack, codes } });
}

export function useCheckRack() {
  return useMutation({ mutationFn: ({ rack, codes }: { rack: string; codes: string[] }) => checkRack(rack, codes) });
}
