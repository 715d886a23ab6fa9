import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { hasSignedInBefore, startSession } from '../../../lib/session';
import { safeReturnPath, type FromState } from '../../../lib/session-rules';
import { useLoginMutation } from '../api/login';
import { loginRequest, validateLogin, type LoginMode } from '../validation';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

const MODES: { mode: LoginMode; label: string }[] = [
  { mode: 'phone', label: 'Phone' },
  { mode: 'email', label: 'Email' },
];

/**
 * Who is being asked to sign in (docs/decisions/0032): someone whose session really ended, a
 * first visitor a protected page sent here (invited to sign up), a returning customer sent
 * here, or someone who simply opened the sign-in page.
 */
type Greeting = 'expired' | 'invite' | 'continue' | 'plain';

function greetingFor(sentByGuard: boolean, state: FromState | null): Greeting {
  if (!sentByGuard) return 'plain';
  if (state?.expired) return 'expired';
  return hasSignedInBefore() ? 'continue' : 'invite';
}

/** Login failure (spec section 8): the server's error, else the error's own message, else 'Login failed'. */
function loginErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Login failed';
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as FromState | null;
  // Judged once per arrival: signing in below marks this browser as known, which must not switch the screen mid-way.
  const judge = () => ({ key: location.key, greeting: greetingFor(params.get('reason') === 'session_expired', state) });
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
        // The shop owner's work is the dashboard, not the customer's booking page.
        void navigate(back ?? (user.role === 'admin' ? '/admin' : '/orders'), { replace: true });
      },
      onError: (e) => setError(loginErrorText(e)),
    });
  }

  const panelId = `${ids}-panel`;
  return (
    <AuthCard
      title={greeting === 'invite' ? 'Create your account to book a free pickup' : 'Welcome Back'}
      intro={
        greeting === 'invite'
          ? 'It takes a minute: your name, mobile number and a password. Pickup and delivery are free.'
          : 'Sign in to book a pickup and follow your orders.'
      }
    >
      {greeting === 'expired' ? (
        <p className="form-notice" role="status">
          Your session has expired. Please log in again.
        </p>
      ) : greeting === 'continue' ? (
        <p className="form-info" role="status">
          Please log in to continue.
        </p>
      ) : null}
      {greeting === 'invite' ? (
        <>
          <Link to="/signup" state={keepFrom} className="btn btn-block">
            Create account
          </Link>
          <h2 className="auth-card__divider">Already have an account? Log in</h2>
        </>
      ) : null}
      <div className="auth-tabs" role="tablist" aria-label="Sign in with">
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
            {m.label}
          </button>
        ))}
      </div>
      <form noValidate onSubmit={onSubmit}>
        <div role="tabpanel" id={panelId} aria-labelledby={`${ids}-tab-${mode}`} className="field">
          <label htmlFor={`${ids}-identifier`}>{mode === 'phone' ? 'Phone number' : 'Email address'}</label>
          <input
            id={`${ids}-identifier`}
            name="identifier"
            type={mode === 'phone' ? 'tel' : 'email'}
            inputMode={mode === 'phone' ? 'tel' : 'email'}
            autoComplete={mode === 'phone' ? 'tel' : 'email'}
            placeholder={mode === 'phone' ? '10-digit mobile' : 'you@example.com'}
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
          />
        </div>
        <PasswordInput id={`${ids}-password`} label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
        <p className="auth-card__aside">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
        {error ? (
          <p id={`${ids}-error`} className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button className={greeting === 'invite' ? 'btn btn-secondary btn-block' : 'btn btn-block'} type="submit" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      {greeting === 'invite' ? null : (
        <p className="auth-card__switch">
          New to us?{' '}
          <Link to="/signup" state={keepFrom}>
            Create an account
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
