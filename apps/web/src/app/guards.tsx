import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@laundry/shared/constants';
import { useT } from '../i18n/use-t';
import { ApiError } from '../lib/api-client';
import { fetchProfile } from '../lib/fetch-profile';
import { useHydrating } from '../lib/hydrating';
import { getSession, loggedOutOnPage, sessionEndedByExpiry, sessionEndPath, setUser, useSession } from '../lib/session';
import type { FromState } from '../lib/session-rules';
import en from './locales/en.json';

/**
 * Where a protected page goes without a session. A session this page saw end by Logout goes
 * home (spec: Logout goes to /): the page re-renders without a token before the router has
 * moved to /, and must not send the user to "session expired" meanwhile. Nor must a page React
 * takes over only after the tap (its code came late), which never saw the session.
 */
function ToSignIn({ signedInHere }: { signedInHere: boolean }) {
  const location = useLocation();
  if (!sessionEndedByExpiry() && (signedInHere || loggedOutOnPage(location.pathname))) return <Navigate to="/" replace />;
  const state: FromState = { from: location.pathname + location.search, expired: sessionEndedByExpiry() };
  return <Navigate to={sessionEndPath()} replace state={state} />;
}

/**
 * Whether this page was shown with a session: a guard without one at first redirects at once, so it
 * never gains one later. Read from the store itself, not the rendered snapshot: while a pre-rendered
 * page is taken over, the snapshot is still the pre-render's empty one.
 */
function useSignedInHere(): boolean {
  const [signedIn] = useState(() => Boolean(getSession().token));
  return signedIn;
}

export function RequireAuth({ children, roles }: { children: ReactNode; roles?: Role[] }) {
  const session = useSession();
  const signedInHere = useSignedInHere();
  // A pre-rendered signed-in page (docs/decisions/0058) is its frame until the session is read:
  // the page shows its loading state then, and the verdict comes in the render right after.
  const hydrating = useHydrating();
  if (hydrating) return <>{children}</>;
  if (!session.token) return <ToSignIn signedInHere={signedInHere} />;
  if (roles && session.user && !roles.includes(session.user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

type RoleCheck = 'checking' | 'allowed' | 'refused';

/**
 * A page for one staff role. A user stored with the role goes straight in; anyone else is checked
 * against the profile call (the stored user may be out of date). Failure counts as refused, and
 * a refused user goes to `elsewhere` (an admin on /rider to the dashboard, say).
 */
function RoleRoute({
  role,
  checking,
  elsewhere,
  children,
}: {
  role: Role;
  checking: string;
  elsewhere: (role: Role | null) => string;
  children: ReactNode;
}) {
  const session = useSession();
  const [check, setCheck] = useState<RoleCheck>(() => (session.user?.role === role ? 'allowed' : 'checking'));
  const [actual, setActual] = useState<Role | null>(session.user?.role ?? null);
  const signedInHere = useSignedInHere();

  useEffect(() => {
    if (check !== 'checking' || !session.token) return;
    const controller = new AbortController();
    fetchProfile(controller.signal)
      .then((profile) => {
        setActual(profile.role);
        if (profile.role === role) {
          setUser(profile);
          setCheck('allowed');
        } else setCheck('refused');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 has already expired the session; the sign-in redirect below takes over.
        if (error instanceof ApiError && error.status === 401) return;
        setCheck('refused');
      });
    return () => controller.abort();
  }, [check, session.token, role]);

  if (!session.token) return <ToSignIn signedInHere={signedInHere} />;
  if (check === 'checking') {
    return (
      <p className="page-loading" role="status">
        {checking}
      </p>
    );
  }
  if (check === 'refused') return <Navigate to={elsewhere(actual)} replace />;
  return <>{children}</>;
}

export function AdminRoute({ children }: { children: ReactNode }) {
  const t = useT('app', en);
  return (
    <RoleRoute role="admin" checking={t('guard.checkingAdmin')} elsewhere={(role) => (role === 'rider' ? '/rider' : '/orders')}>
      {children}
    </RoleRoute>
  );
}

/** The rider's phone: riders only; an admin goes to the dashboard, a customer to booking. */
export function RiderRoute({ children }: { children: ReactNode }) {
  const t = useT('app', en);
  return (
    <RoleRoute role="rider" checking={t('guard.checkingRider')} elsewhere={(role) => (role === 'admin' ? '/admin' : '/orders')}>
      {children}
    </RoleRoute>
  );
}
