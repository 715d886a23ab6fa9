import { Link } from 'react-router';
import type { Role } from '@laundry/shared/constants';
import { serverErrorText } from '../../../lib/api-client';
import { useProfileQuery } from '../../../lib/profile';
import './auth.css';

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', customer: 'Customer' };

export function ProfilePage() {
  const profile = useProfileQuery();
  const user = profile.data;

  return (
    <section className="container auth-page">
      <div className="card auth-card auth-card--profile">
        <h1>My Profile</h1>
        {profile.isPending ? (
          <p className="page-loading" role="status">
            Loading profile…
          </p>
        ) : profile.isError ? (
          <p className="form-error" role="alert">
            {serverErrorText(profile.error) ?? 'Failed'}
          </p>
        ) : user ? (
          <>
            <dl className="profile-list">
              <div>
                <dt>Name</dt>
                <dd>{user.name || '—'}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{user.email || '—'}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{user.phone}</dd>
              </div>
              <div>
                <dt>Role</dt>
                <dd>{ROLE_LABELS[user.role]}</dd>
              </div>
              <div>
                <dt>User ID</dt>
                <dd className="profile-list__id">{user._id}</dd>
              </div>
            </dl>
            <p className="auth-card__switch auth-card__switch--links">
              <Link to="/my-orders">My Orders</Link>
              <Link to="/orders">Book Order</Link>
              <Link to="/forgot-password">Change password</Link>
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
