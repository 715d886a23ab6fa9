import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@laundry/shared/constants';
import { useT } from '../i18n/use-t';
import { ApiError } from '../lib/api-client';
import { fetchProfile } from '../lib/profile';
import { isAdmin, SESSION_EXPIRED_PATH, sessionEndedByExpiry, setUser, useSession } from '../lib/session';
import type { FromState } from '../lib/session-rules';
import en from './locales/en.json';

/**
 * Where a protected page goes without a session. A session this page saw end by Logout goes
 * home (spec: Logout goes to /): the page re-renders without a token before the router has
 * moved to /, and must not send the user to "session expired" meanwhile (issue 11, point 2).
 */
function ToSignIn({ signedInHere }: { signedInHere: boolean }) {
  const location = useLocation();
  if (signedInHere && !sessionEndedByExpiry()) return <Navigate to="/" replace />;
  const state: FromState = { from: location.pathname + location.search, expired: sessionEndedByExpiry() };
  return <Navigate to={SESSION_EXPIRED_PATH} replace state={state} />;
}

/** Whether this page was shown with a session: a guard without one at first redirects at once, so it never gains one later. */
function useSignedInHere(token: string | null): boolean {
  const [signedIn] = useState(() => Boolean(token));
  return signedIn;
}

export function RequireAuth({ children, roles }: { children: ReactNode; roles?: Role[] }) {
  const session = useSession();
  const signedInHere = useSignedInHere(session.token);
  if (!session.token) return <ToSignIn signedInHere={signedInHere} />;
  if (roles && session.user && !roles.includes(session.user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

type AdminCheck = 'checking' | 'admin' | 'not-admin';

/**
 * Local admins go straight in; anyone else is checked against the profile call (the stored
 * user may be out of date). Failure counts as not admin.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  const t = useT('app', en);
  const session = useSession();
  const [check, setCheck] = useState<AdminCheck>(() => (isAdmin(session) ? 'admin' : 'checking'));
  const signedInHere = useSignedInHere(session.token);

  useEffect(() => {
    if (check !== 'checking' || !session.token) return;
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .then((profile) => {
        if (profile.role === 'admin') {
          setUser(profile);
          setCheck('admin');
        } else setCheck('not-admin');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 has already expired the session; the sign-in redirect below takes over.
        if (error instanceof ApiError && error.status === 401) return;
        setCheck('not-admin');
      });
    return () => controller.abort();
  }, [check, session.token]);

  if (!session.token) return <ToSignIn signedInHere={signedInHere} />;
  if (check === 'checking') {
    return (
      <p className="page-loading" role="status">
        {t('guard.checkingAdmin')}
      </p>
    );
  }
  if (check === 'not-admin') return <Navigate to="/orders" replace />;
  return <>{children}</>;
}
