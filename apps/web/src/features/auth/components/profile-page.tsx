import { Link } from 'react-router';
import { serverErrorText } from '../../../lib/api-client';
import { profileUser, useProfileQuery } from '../api/profile';
import './auth.css';

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', customer: 'Customer' };

export function ProfilePage() {
  const profile = useProfileQuery();
  const user = profile.data ? profileUser(profile.data) : null;

  return (
    <section className="container auth-page">
      <div className="card auth-card profile-card">
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
              {user.phone ? (
                <div>
                  <dt>Phone</dt>
                  <dd>{user.phone}</dd>
                </div>
              ) : null}
              {user.role ? (
                <div>
                  <dt>Role</dt>
                  <dd>{ROLE_LABELS[user.role] ?? user.role}</dd>
                </div>
              ) : null}
              <div>
                <dt>User ID</dt>
                <dd className="profile-id">{user._id || '—'}</dd>
              </div>
            </dl>
            <p className="auth-switch auth-links">
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
