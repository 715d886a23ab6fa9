import type { PublicUser } from '@laundry/shared/contracts/auth';
import { apiRequest } from './api-client';

/**
 * GET /profile: the signed-in user, as the API answers every user (publicUserSchema). Kept apart
 * from the query hook (lib/profile.ts): the guards and the navigation use it on the first load,
 * which carries no TanStack Query (lib/query-client.tsx).
 */
export function fetchProfile(signal?: AbortSignal): Promise<PublicUser> {
  return apiRequest<PublicUser>('/profile', { signal });
}
