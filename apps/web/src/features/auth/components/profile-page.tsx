import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { MESSAGE_PREFERENCES, type MessagePreference } from '@laundry/shared/contracts/messages';
import { chooseLanguage } from '../../../components/language-switcher';
import { PageMeta } from '../../../components/page-meta';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../i18n/language';
import { useT } from '../../../i18n/use-t';
import { serverErrorText } from '../../../lib/api-client';
import { useProfileQuery } from '../../../lib/profile';
import { MyAddresses } from '../../customers/components/my-addresses';
import { PushChoice } from '../../push/components/push-choice';
import { WalletCard } from '../../payments/wallet/components/wallet-card';
import { MyData } from '../../privacy/my-data/components/my-data';
import { useUpdateProfileMutation } from '../api/update-profile';
import en from '../locales/en.json';
import { validateProfile } from '../validation';
import './auth.css';
import { ChangePassword } from './change-password';
import { NameEmailFields } from './name-email-fields';

export function ProfilePage() {
  const t = useT('auth', en);
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
      <PageMeta title={t('profile.meta.title')} description={t('profile.meta.description')} />
      <div className="card auth-card auth-card--profile">
        <h1>{t('profile.title')}</h1>
        {profile.isPending ? (
          <p className="page-loading" role="status">
            {t('profile.loading')}
          </p>
        ) : profile.isError ? (
          <p className="form-error" role="alert">
            {serverErrorText(profile.error) ?? t('profile.failed')}
          </p>
        ) : user ? (
          <>
            {editing ? (
              <ProfileForm user={user} onDone={closeEditor} />
            ) : (
              <>
                <dl className="profile-list">
                  <div>
                    <dt>{t('profile.name')}</dt>
                    <dd>{user.name || '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('profile.email')}</dt>
                    <dd>{user.email || '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('profile.phone')}</dt>
                    <dd>{user.phone}</dd>
                  </div>
                  <div>
                    <dt>{t('profile.role')}</dt>
                    <dd>{t(`profile.roles.${user.role}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('profile.userId')}</dt>
                    <dd className="profile-list__id">{user._id}</dd>
                  </div>
                </dl>
                {user.role === 'customer' && <WalletCard />}
                <div aria-live="polite">{saved ? <p className="form-success profile-saved">{t('profile.saved')}</p> : null}</div>
                <button
                  ref={editButton}
                  type="button"
                  className="btn btn-secondary btn-block profile-edit"
                  onClick={() => {
                    setSaved(false);
                    setEditing(true);
                  }}
                >
                  {t('profile.edit')}
                </button>
              </>
            )}
            <ProfileLanguage user={user} />
            <PushChoice role={user.role} />
            {user.role === 'customer' && <ProfileOrderUpdates user={user} />}
            {user.role === 'customer' && <MyAddresses />}
            <ChangePassword />
            <p className="auth-card__switch auth-card__switch--links">
              <Link to="/my-orders">{t('profile.links.myOrders')}</Link>
              <Link to="/orders">{t('profile.links.book')}</Link>
              <Link to="/refer">{t('profile.links.refer')}</Link>
            </p>
            {user.role === 'customer' && <MyData />}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** Name and e-mail, editable; the phone is shown with why it cannot be changed yet (docs/decisions/0033). */
function ProfileForm({ user, onDone }: { user: PublicUser; onDone: (saved: boolean) => void }) {
  const t = useT('auth', en);
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
        onError: (e) => setError(serverErrorText(e) ?? t('profile.form.failed')),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="profile-form">
      <NameEmailFields ids={ids} name={name} email={email} onName={setName} onEmail={setEmail} autoFocusName />
      <div className="field">
        <label htmlFor={`${ids}-phone`}>{t('field.phone')}</label>
        <input id={`${ids}-phone`} value={user.phone} readOnly aria-describedby={`${ids}-phone-hint`} className="profile-form__fixed" />
        <p id={`${ids}-phone-hint`} className="field-hint">
          {t('profile.form.phoneHint')}
        </p>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="profile-form__actions">
        <button className="btn" type="submit" disabled={update.isPending}>
          {update.isPending ? t('profile.form.saving') : t('profile.form.save')}
        </button>
        <button className="btn btn-secondary" type="button" onClick={() => onDone(false)} disabled={update.isPending}>
          {t('profile.form.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The account's language (docs/decisions/0045): the next sign-in on any device opens in it.
 * Choosing one switches the app and saves it on the account, as the navigation's switcher does.
 */
function ProfileLanguage({ user }: { user: PublicUser }) {
  const t = useT('auth', en);
  const id = useId();
  const profile = useProfileQuery();
  const [choosing, setChoosing] = useState<Language | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  async function choose(language: Language) {
    setChoosing(language);
    setOutcome(null);
    try {
      await chooseLanguage(language);
      // The account is what counts: read it back rather than trust the request went through.
      const fresh = await profile.refetch();
      setOutcome(fresh.data?.language === language ? 'saved' : 'failed');
    } catch {
      setOutcome('failed');
    } finally {
      setChoosing(null);
    }
  }

  return (
    <div className="field profile-language">
      <label htmlFor={`${id}-language`}>{t('profile.language')}</label>
      <select
        id={`${id}-language`}
        className="language-names"
        value={choosing ?? user.language}
        disabled={choosing !== null}
        aria-describedby={`${id}-language-hint`}
        onChange={(event) => void choose(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <p id={`${id}-language-hint`} className="field-hint">
        {t('profile.language.hint')}
      </p>
      {outcome === 'failed' ? (
        <p className="form-error" role="alert">
          {t('profile.language.failed')}
        </p>
      ) : null}
      <div aria-live="polite">{outcome === 'saved' ? <p className="form-success">{t('profile.language.saved')}</p> : null}</div>
    </div>
  );
}

/**
 * How order messages reach the customer (docs/decisions/0055): WhatsApp unless they chose
 * otherwise, SMS, or Off. Saved on the tap, as the language is. Off stops only order messages:
 * a password-reset code is not one of them and always goes.
 */
function ProfileOrderUpdates({ user }: { user: PublicUser }) {
  const t = useT('auth', en);
  const id = useId();
  const update = useUpdateProfileMutation();
  const [choosing, setChoosing] = useState<MessagePreference | null>(null);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const current = choosing ?? user.messageChannel ?? 'whatsapp';

  function choose(messageChannel: MessagePreference) {
    setChoosing(messageChannel);
    setOutcome(null);
    update.mutate(
      { messageChannel },
      {
        onSuccess: () => setOutcome('saved'),
        onError: () => setOutcome('failed'),
        onSettled: () => setChoosing(null),
      },
    );
  }

  return (
    <fieldset className="profile-updates" aria-describedby={`${id}-hint`}>
      <legend>{t('profile.updates')}</legend>
      <div className="profile-updates__choices">
        {MESSAGE_PREFERENCES.map((value) => (
          <label key={value} className="profile-updates__choice">
            <input type="radio" name={`${id}-updates`} value={value} checked={current === value} onChange={() => choose(value)} />
            <span>{t(`profile.updates.${value}`)}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('profile.updates.hint')}
      </p>
      {outcome === 'failed' ? (
        <p className="form-error" role="alert">
          {t('profile.updates.failed')}
        </p>
      ) : null}
      <div aria-live="polite">{outcome === 'saved' ? <p className="form-success">{t('profile.updates.saved')}</p> : null}</div>
    </fieldset>
  );
}
