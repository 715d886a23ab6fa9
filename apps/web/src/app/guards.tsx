import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { apiRequest } from '../lib/api-client';
import { isAdmin, SESSION_EXPIRED_PATH, setUser, useSession } from '../features/auth/session';

/** Where a protected route was going, so sign-in can return there. */
export interface FromState {
  from?: string;
}

export function RequireAuth({ children, roles }: { children: ReactNode; roles?: string[] }) {
  const session = useSession();
  const location = useLocation();
  if (!session.token) {
    return <Navigate to={SESSION_EXPIRED_PATH} replace state={{ from: location.pathname + location.search } satisfies FromState} />;
  }
  if (roles && session.user && !roles.includes(session.user.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

type AdminCheck = 'checking' | 'admin' | 'not-admin';

/** Local admins go straight in; anyone else is checked against the profile call. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [check, setCheck] = useState<AdminCheck>(() => (isAdmin(session) ? 'admin' : 'checking'));

  useEffect(() => {
    if (check !== 'checking' || !session.token) return;
    let live = true;
    apiRequest<PublicUser & { user?: PublicUser }>('/profile')
      .then((profile) => {
        const role = profile.role ?? profile.user?.role;
        if (!live) return;
        if (role === 'admin') {
          setUser(profile.user ?? profile);
          setCheck('admin');
        } else setCheck('not-admin');
      })
      .catch(() => live && setCheck('not-admin'));
    return () => {
      live = false;
    };
  }, [check, session.token]);

  if (!session.token) {
    return <Navigate to={SESSION_EXPIRED_PATH} replace state={{ from: location.pathname } satisfies FromState} />;
  }
  if (check === 'checking') return <p className="page-loading" role="status">Checking admin…</p>;
  if (check === 'not-admin') return <Navigate to="/orders" replace />;
  return <>{children}</>;
}
