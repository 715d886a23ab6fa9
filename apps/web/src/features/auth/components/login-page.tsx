import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { useT } from '../../../i18n/use-t';
import type { Translate } from '../../../i18n/translate';
import { useAdoptEarlyInput } from '../../../lib/adopt-early-input';
import { ApiError, errorText } from '../../../lib/api-client';
import { hasSignedInBefore, startSession } from '../../../lib/session';
import { settleLanguageAtSignIn } from '../../../lib/sign-in-language';
import { safeReturnPath, type FromState } from '../../../lib/session-rules';
import { INVALID_RESPONSE, useLoginMutation } from '../api/login';
import en from '../locales/en.json';
import { loginRequest, validateLogin, type LoginMode } from '../validation';
import { landingFor } from '../landing';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

const MODES: { mode: LoginMode; label: 'login.tabs.phone' | 'login.tabs.email' }[] = [
  { mode: 'phone', label: 'login.tabs.phone' },
  { mode: 'email', label: 'login.tabs.email' },
];

/**
 * Who is being asked to sign in (docs/decisions/0032): someone whose session really ended, a
 * first visitor a protected page sent here (invited to sign up), a returning customer sent
 * here, or someone who simply opened the sign-in page.
 */
type Greeting = 'expired' | 'inactive' | 'invite' | 'continue' | 'plain';

function greetingFor(reason: string | null, state: FromState | null): Greeting {
  // Only a session that really ended says so; the address alone (a bookmark, a shared link) does not.
  if (reason === 'account_inactive' && state?.expired) return 'inactive';
  if (reason !== 'session_expired' && reason !== 'account_inactive') return 'plain';
  if (state?.expired) return 'expired';
  return hasSignedInBefore() ? 'continue' : 'invite';
}

/**
 * Login failure (spec section 8): the server's error, else the error's own message, else 'Login
 * failed'; in Telugu or Hindi the catalogue's words for the server's code.
 */
function loginErrorText(error: unknown, t: Translate<keyof typeof en>): string {
  if (error instanceof ApiError) return errorText(error, t('login.failed'));
  if (error instanceof Error && error.message === INVALID_RESPONSE) return t('login.invalidResponse');
  return error instanceof Error && error.message ? error.message : t('login.failed');
}

export function LoginPage() {
  const t = useT('auth', en);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as FromState | null;
  // Judged once per arrival: signing in below marks this browser as known, which must not switch the screen mid-way.
  const judge = () => ({ key: location.key, greeting: greetingFor(params.get('reason'), state) });
  const [arrival, setArrival] = useState(judge);
  if (arrival.key !== location.key) setArrival(judge());
  const greeting = arrival.greeting;
  const back = safeReturnPath(state?.from);
  const keepFrom: FromState | undefined = back ? { from: back } : undefined;
  const [mode, setMode] = useState<LoginMode>('phone');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLoginMutation();
  const ids = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const form = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(form, (field, shown) => {
    if (typeof shown !== 'string') return;
    if (field.name === 'identifier') setIdentifier(shown);
    else if (field.id === `${ids}-password`) setPassword(shown);
  });

  function choose(next: LoginMode) {
    setMode(next);
    setError(null);
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : MODES.length - 1)) % MODES.length;
    choose(MODES[next]!.mode);
    tabRefs.current[next]?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateLogin(mode, identifier, password);
    setError(problem);
    if (problem) return;
    login.mutate(loginRequest(mode, identifier, password), {
      onSuccess: ({ token, user }) => {
        startSession(token, user);
        void settleLanguageAtSignIn(user);
        void navigate(landingFor(user.role, back), { replace: true });
      },
      onError: (e) => setError(loginErrorText(e, t)),
    });
  }

  const panelId = `${ids}-panel`;
  return (
    <AuthCard
      title={greeting === 'invite' ? t('login.invite.title') : t('login.title')}
      intro={greeting === 'invite' ? t('login.invite.intro') : t('login.intro')}
    >
      <PageMeta title={t('login.meta.title')} description={t('login.meta.description')} />
      {greeting === 'expired' || greeting === 'inactive' ? (
        <p className="form-notice" role="status">
          {greeting === 'inactive' ? t('login.inactive') : t('login.expired')}
        </p>
      ) : greeting === 'continue' ? (
        <p className="form-info" role="status">
          {t('login.continue')}
        </p>
      ) : null}
      {greeting === 'invite' ? (
        <>
          <Link to="/signup" state={keepFrom} className="btn btn-block">
            {t('account.create')}
          </Link>
          <h2 className="auth-card__divider">{t('login.invite.divider')}</h2>
        </>
      ) : null}
      <div className="auth-tabs" role="tablist" aria-label={t('login.tabs.label')}>
        {MODES.map((m, i) => (
          <button
            key={m.mode}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={`${ids}-tab-${m.mode}`}
            type="button"
            role="tab"
            aria-selected={mode === m.mode}
            aria-controls={panelId}
            tabIndex={mode === m.mode ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => choose(m.mode)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {t(m.label)}
          </button>
        ))}
      </div>
      {/* method="dialog": a tap before any script has run submits nothing (no reload, no password in the address; decision 0063) */}
      <form ref={form} method="dialog" noValidate onSubmit={onSubmit}>
        <div role="tabpanel" id={panelId} aria-labelledby={`${ids}-tab-${mode}`} className="field">
          <label htmlFor={`${ids}-identifier`}>{mode === 'phone' ? t('field.phone') : t('login.email')}</label>
          <input
            id={`${ids}-identifier`}
            name="identifier"
            type={mode === 'phone' ? 'tel' : 'email'}
            inputMode={mode === 'phone' ? 'tel' : 'email'}
            autoComplete={mode === 'phone' ? 'tel' : 'email'}
            placeholder={mode === 'phone' ? t('field.phone.placeholder') : t('field.email.placeholder')}
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
          />
        </div>
        <PasswordInput id={`${ids}-password`} label={t('field.password')} value={password} onChange={setPassword} autoComplete="current-password" />
        <p className="auth-card__aside">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        {error ? (
          <p id={`${ids}-error`} className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button className={greeting === 'invite' ? 'btn btn-secondary btn-block' : 'btn btn-block'} type="submit" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {greeting === 'invite' ? null : (
        <p className="auth-card__switch">
          {t('login.newHere')}{' '}
          <Link to="/signup" state={keepFrom}>
            {t('login.createLink')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
