import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '@laundry/shared/contracts/payments';
import { apiRequest } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

/** GET /wallet: the signed-in customer's store credit. */
export function fetchWallet(signal?: AbortSignal): Promise<Wallet> {
  return apiRequest<Wallet>('/wallet', { signal });
}

/** Keyed by token: another sign-in in the same tab never sees the previous customer's credit. */
export function walletKey(token: string | null) {
  return ['wallet', token] as const;
}

export function useWallet() {
  const { token } = useSession();
  return useQuery({ queryKey: walletKey(token), queryFn: ({ signal }) => fetchWallet(signal), enabled: Boolean(token) });
}
