import { useEffect } from 'react';
import { fetchProfile } from '../lib/fetch-profile';
import { getSession, setUser, type Session } from '../lib/session';

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
      .then((profile) => {
        // The session may have changed (logout, another tab) while the call was under way.
        if (getSession().token === token) setUser(profile);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, user]);
}
