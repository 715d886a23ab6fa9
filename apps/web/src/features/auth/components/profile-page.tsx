import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import type { Role } from '@laundry/shared/constants';
import { serverErrorText } from '../../../lib/api-client';
import { useProfileQuery } from '../../../lib/profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { validateProfile } from '../validation';
import './auth.css';

const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', customer: 'Customer' };

export function ProfilePage() {
  const profile = useProfileQuery();
  const user = profile.data;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  function closeEditor(didSave: boolean) {
    setEditing(false);
    setSaved(didSave);
    // Focus returns to where editing started, so a keyboard or screen reader user is not lost.
    requestAnimationFrame(() => editButton.current?.focus());
  }

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
            {editing ? (
              <ProfileForm user={user} onDone={closeEditor} />
            ) : (
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
                <div aria-live="polite">{saved ? <p className="form-success profile-saved">Your details are saved.</p> : null}</div>
                <button
                  ref={editButton}
                  type="button"
                  className="btn btn-secondary btn-block profile-edit"
                  onClick={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                >
                  Edit name and e-mail
                </button>
              </>
            )}
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

/** Name and e-mail, editable; the phone is shown with why it cannot be changed yet (docs/decisions/0033). */
function ProfileForm({ user, onDone }: { user: PublicUser; onDone: (saved: boolean) => void }) {
  const ids = useId();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfileMutation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateProfile(name, email);
    setError(problem);
    if (problem) return;
    update.mutate(
      { name: name.trim(), email: email.trim() },
      {
        onSuccess: () => onDone(true),
        onError: (e) => setError(serverErrorText(e) ?? 'Could not save your details. Please try again.'),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="profile-form">
      <div className="field">
        <label htmlFor={`${ids}-name`}>Full name</label>
        <input id={`${ids}-name`} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-email`}>
          Email <span className="field-optional">(optional)</span>
        </label>
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-phone`}>Phone number</label>
        <input id={`${ids}-phone`} value={user.phone} readOnly aria-describedby={`${ids}-phone-hint`} className="profile-form__fixed" />
        <p id={`${ids}-phone-hint`} className="field-hint">
          Changing your phone number needs a code sent to the new number. That is coming soon; until then, call the shop if your number has changed.
        </p>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="profile-form__actions">
        <button className="btn" type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <button className="btn btn-secondary" type="button" onClick={() => onDone(false)} disabled={update.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
