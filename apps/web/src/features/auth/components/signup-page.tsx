import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signupStrength } from '@laundry/shared/rules/password-strength';
import { serverErrorText } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { safeReturnPath, type FromState } from '../../../lib/session-rules';
import { useSignupMutation } from '../api/signup';
import { signupRequest, validateSignup } from '../validation';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';
import { StrengthMeter } from './strength-meter';

/** Long enough to read the success line before the order screen replaces it. */
const REDIRECT_DELAY_MS = 900;

export function SignupPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Sent here on the way to a page (Book now, My Orders): the new account goes on there.
  const back = safeReturnPath((location.state as FromState | null)?.from);
  const ids = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const signup = useSignupMutation();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (done) return;
    const fields = { name, email, phone, password, acceptedTerms };
    const problem = validateSignup(fields);
    setError(problem);
    if (problem) return;
    signup.mutate(signupRequest(fields), {
      onSuccess: ({ token, user }) => {
        startSession(token, user);
        setDone(true);
        timer.current = window.setTimeout(() => void navigate(back ?? '/orders', { replace: true }), REDIRECT_DELAY_MS);
      },
      onError: (e) => setError(serverErrorText(e) ?? 'Signup failed'),
    });
  }

  const strengthId = `${ids}-strength`;
  return (
    <AuthCard title="Create Account" intro="Book doorstep pickups and follow every order in one place.">
      <form noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={`${ids}-name`}>Full name</label>
          <input id={`${ids}-name`} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
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
          <input
            id={`${ids}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="10-digit mobile"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <PasswordInput
          id={`${ids}-password`}
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          describedBy={password ? strengthId : `${ids}-password-rule`}
        >
          {password ? (
            <StrengthMeter id={strengthId} label="Password strength" level={signupStrength(password)} steps={['Weak', 'Okay', 'Strong']} />
          ) : (
            <p id={`${ids}-password-rule`} className="field-hint">
              At least 8 characters. Mix upper and lower case, digits and symbols for a strong password.
            </p>
          )}
        </PasswordInput>
        <div className="check-field">
          <input id={`${ids}-terms`} type="checkbox" checked={acceptedTerms} onChange={(e) => setAcceptedTerms(e.target.checked)} />
          <label htmlFor={`${ids}-terms`}>
            I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
          </label>
        </div>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div aria-live="polite">{done ? <p className="form-success">Account created! Redirecting…</p> : null}</div>
        <button className="btn btn-block" type="submit" disabled={signup.isPending || done}>
          {signup.isPending ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <p className="auth-card__switch">
        Already have an account?{' '}
        <Link to="/login" state={back ? ({ from: back } satisfies FromState) : undefined}>
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
