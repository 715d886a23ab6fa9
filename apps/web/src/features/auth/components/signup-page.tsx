import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@laundry/shared/constants';
import { signupStrength } from '@laundry/shared/rules/password-strength';
import { signupProblemFields, type SignupField } from '@laundry/shared/contracts/auth-forms';
import { PageMeta } from '../../../components/page-meta';
import { useT } from '../../../i18n/use-t';
import { useAdoptEarlyInput } from '../../../lib/adopt-early-input';
import { ApiError, serverErrorText } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { settleLanguageAtSignIn } from '../../../lib/sign-in-language';
import { safeReturnPath, type FromState } from '../../../lib/session-rules';
import { useSignupMutation } from '../api/signup';
import en from '../locales/en.json';
import { signupRequest, validateSignup } from '../validation';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';
import { StrengthMeter } from './strength-meter';
import { NameEmailFields } from './name-email-fields';

const SIGNUP_STEPS = ['Weak', 'Okay', 'Strong'] as const;

/** Long enough to read the success line before the order screen replaces it. */
const REDIRECT_DELAY_MS = 900;

export function SignupPage() {
  const t = useT('auth', en);
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
  // A friend's share link (/signup?ref=CODE) fills it in; it stays editable and optional.
  const [searchParams] = useSearchParams();
  const [referralCode, setReferralCode] = useState(() => searchParams.get('ref')?.trim().slice(0, 40) ?? '');
  const [referralError, setReferralError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Each field the last try found missing or wrong, marked beside the one message (spec section 5).
  const [marked, setMarked] = useState<readonly SignupField[]>([]);
  // The shop made an account for this phone: the way in is a reset code, so the link to it stands beside the words.
  const [unclaimed, setUnclaimed] = useState(false);
  const [done, setDone] = useState(false);
  const signup = useSignupMutation();
  const timer = useRef<number | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(form, (field, shown) => {
    if (typeof shown === 'boolean') {
      if (field.id === `${ids}-terms`) setAcceptedTerms(shown);
      return;
    }
    if (field.name === 'name') setName(shown);
    else if (field.name === 'email') setEmail(shown);
    else if (field.name === 'phone') setPhone(shown);
    else if (field.name === 'referralCode') setReferralCode(shown);
    else if (field.id === `${ids}-password`) setPassword(shown);
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (done) return;
    const fields = { name, email, phone, password, acceptedTerms };
    const problem = validateSignup(fields);
    setError(problem);
    setMarked(problem ? signupProblemFields(fields) : []);
    setReferralError(null);
    setUnclaimed(false);
    if (problem) return;
    const code = referralCode.trim();
    signup.mutate(code ? { ...signupRequest(fields), referralCode: code } : signupRequest(fields), {
      onSuccess: ({ token, user }) => {
        startSession(token, user);
        void settleLanguageAtSignIn(user);
        setDone(true);
        timer.current = window.setTimeout(() => void navigate(back ?? '/orders', { replace: true }), REDIRECT_DELAY_MS);
      },
      onError: (e) => {
        const text = serverErrorText(e) ?? t('signup.failed');
        // A wrong code is said beside its field, where it can be corrected or cleared.
        if (e instanceof ApiError && e.field === 'referralCode') setReferralError(text);
        else setError(text);
        setUnclaimed(e instanceof ApiError && e.code === 'account_unclaimed');
      },
    });
  }

  const strengthId = `${ids}-strength`;
  const errorId = `${ids}-error`;
  // A field marked by the last try stays marked until the next one: "is this fixed?" is the submit's to say.
  const isMarked = (field: SignupField) => error !== null && marked.includes(field);
  const termsConsent = t.rich('signup.terms', {
    terms: (chunks) => (
      <Link key="terms" to="/terms">
        {chunks}
      </Link>
    ),
    privacy: (chunks) => (
      <Link key="privacy" to="/privacy">
        {chunks}
      </Link>
    ),
  });
  return (
    <AuthCard title={t('signup.title')} intro={t('signup.intro')}>
      <PageMeta title={t('signup.meta.title')} description={t('signup.meta.description')} />
      {/* method="dialog": a tap before any script has run submits nothing (no reload, no password in the address; decision 0063) */}
      <form ref={form} method="dialog" noValidate onSubmit={onSubmit}>
        <NameEmailFields
          ids={ids}
          name={name}
          email={email}
          onName={setName}
          onEmail={setEmail}
          invalid={{ name: isMarked('name'), email: isMarked('email'), describedBy: errorId }}
        />
        <div className="field">
          <label htmlFor={`${ids}-phone`}>{t('field.phone')}</label>
          <input
            id={`${ids}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('field.phone.placeholder')}
            value={phone}
            aria-invalid={isMarked('phone') || undefined}
            aria-describedby={isMarked('phone') ? errorId : undefined}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <PasswordInput
          id={`${ids}-password`}
          label={t('field.password')}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          invalid={isMarked('password')}
          describedBy={[password ? strengthId : `${ids}-password-rule`, isMarked('password') ? errorId : ''].filter(Boolean).join(' ')}
        >
          {password ? (
            <StrengthMeter id={strengthId} label={t('signup.strength')} level={signupStrength(password)} steps={SIGNUP_STEPS} />
          ) : (
            <p id={`${ids}-password-rule`} className="field-hint">
              {t('signup.passwordRule', { min: MIN_PASSWORD_LENGTH })}
            </p>
          )}
        </PasswordInput>
        <div className="field">
          <label htmlFor={`${ids}-referral`}>
            {t('field.referralCode')} <span className="field-optional">{t('field.optional')}</span>
          </label>
          <input
            id={`${ids}-referral`}
            name="referralCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder={t('field.referralCode.placeholder')}
            value={referralCode}
            aria-invalid={referralError ? true : undefined}
            aria-describedby={referralError ? `${ids}-referral-error` : undefined}
            onChange={(e) => {
              setReferralCode(e.target.value);
              setReferralError(null);
            }}
          />
          {referralError ? (
            <p className="field-error" id={`${ids}-referral-error`} role="alert">
              {referralError}
            </p>
          ) : null}
        </div>
        <div className="check-field">
          <input
            id={`${ids}-terms`}
            type="checkbox"
            checked={acceptedTerms}
            aria-invalid={isMarked('acceptedTerms') || undefined}
            aria-describedby={isMarked('acceptedTerms') ? errorId : undefined}
            onChange={(e) => setAcceptedTerms(e.target.checked)}
          />
          <label htmlFor={`${ids}-terms`}>{termsConsent}</label>
        </div>
        {error ? (
          <p className="form-error" id={errorId} role="alert">
            {error}
            {unclaimed ? (
              <>
                {' '}
                <Link to="/forgot-password">{t('login.forgot')}</Link>
              </>
            ) : null}
          </p>
        ) : null}
        <div aria-live="polite">{done ? <p className="form-success">{t('signup.done')}</p> : null}</div>
        <button className="btn btn-block" type="submit" disabled={signup.isPending || done}>
          {signup.isPending ? t('signup.submitting') : t('account.create')}
        </button>
      </form>
      <p className="auth-card__switch">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" state={back ? ({ from: back } satisfies FromState) : undefined}>
          {t('signup.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
