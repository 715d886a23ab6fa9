import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@laundry/shared/constants';
import { ApiError } from '../lib/api-client';
import { fetchProfile } from '../lib/profile';
import { isAdmin, SESSION_EXPIRED_PATH, setUser, useSession } from '../lib/session';

/** Where a protected route was going, so sign-in can return there. */
export interface FromState {
  from?: string;
}

function ToSignIn() {
  const location = useLocation();
  return <Navigate to={SESSION_EXPIRED_PATH} replace state={{ from: location.pathname + location.search } satisfies FromState} />;
}

export function RequireAuth({ children, roles }: { children: ReactNode; roles?: Role[] }) {
  const session = useSession();
  if (!session.token) return <ToSignIn />;
  if (roles && session.user && !roles.includes(session.user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

type AdminCheck = 'checking' | 'admin' | 'not-admin';

/**
 * Local admins go straight in; anyone else is checked against the profile call (the stored
 * user may be out of date). Failure counts as not admin.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const [check, setCheck] = useState<AdminCheck>(() => (isAdmin(session) ? 'admin' : 'checking'));

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

  if (!session.token) return <ToSignIn />;
  if (check === 'checking') {
    return (
      <p className="page-loading" role="status">
        Checking admin…
      </p>
    );
  }
  if (check === 'not-admin') return <Navigate to="/orders" replace />;
  return <>{children}</>;
}
