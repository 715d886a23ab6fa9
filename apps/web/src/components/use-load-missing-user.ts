import { useEffect } from 'react';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { fetchProfile, profileUser } from '../features/auth/api/profile';
import { getSession, setUser, type Session } from '../features/auth/session';

/**
 * A token without a user (an older sign-in, or a user record lost from storage) is completed
 * from the profile call, so the navigation can show My Orders and Admin. A 401 there ends
 * the session through apiRequest.
 */
export function useLoadMissingUser(session: Session): void {
  const { token, user } = session;
  useEffect(() => {
    if (!token || user) return;
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .then((answer) => {
        // The session may have changed (logout, another tab) while the call was under way.
        if (getSession().token === token) setUser(profileUser(answer) as PublicUser);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, user]);
}
