import { useQuery } from '@tanstack/react-query';
import { pushKeySchema } from '@laundry/shared/contracts/push';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /push/key: the server's VAPID key, or null when notifications are not set up there (404). */
export async function fetchPushKey(signal?: AbortSignal): Promise<string | null> {
  try {
    return pushKeySchema.parse(await apiRequest<unknown>('/push/key', { signal })).publicKey;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePushKey() {
  return useQuery({ queryKey: ['push', 'key'], queryFn: ({ signal }) => fetchPushKey(signal), staleTime: Number.POSITIVE_INFINITY, retry: false });
}
