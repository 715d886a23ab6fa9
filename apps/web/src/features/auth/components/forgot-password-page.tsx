import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { resetHint } from '@laundry/shared/rules/password-strength';
import { PageMeta } from '../../../components/page-meta';
import { useT } from '../../../i18n/use-t';
import { useAdoptEarlyInput } from '../../../lib/adopt-early-input';
import { ApiError, serverErrorText } from '../../../lib/api-client';
import { useRequestResetCodeMutation } from '../api/request-reset-code';
import { useResetPasswordMutation } from '../api/reset-password';
import { codeFrom, emptyCode } from '../code-input-rules';
import en from '../locales/en.json';
import { resetRequest, validateCodeRequest, validateReset } from '../validation';
import { AuthCard } from './auth-card';
import { CodeBoxes, type CodeBoxesHandle } from './code-boxes';
import { PasswordInput } from './password-input';
import { StrengthMeter } from './strength-meter';

/** Spec section 9: back to sign-in 900 ms after a successful reset. */
const REDIRECT_DELAY_MS = 900;

const RESET_STEPS = ['Weak', 'Medium', 'Strong'] as const;

type Notice = { kind: 'error' | 'success'; text: string } | null;

export function ForgotPasswordPage() {
  const t = useT('auth', en);
  const navigate = useNavigate();
  const ids = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState<string[]>(emptyCode);
  const [newPassword, setNewPassword] = useState('');
  const [codeNotice, setCodeNotice] = useState<Notice>(null);
  const [resetNotice, setResetNotice] = useState<Notice>(null);
  const [done, setDone] = useState(false);
  // The code boxes and new password mean nothing before a code is on its way: step two appears then.
  const [codeSent, setCodeSent] = useState(false);
  const requestCode = useRequestResetCodeMutation();
  const reset = useResetPasswordMutation();
  const boxes = useRef<CodeBoxesHandle>(null);
  const passwordBox = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const phoneForm = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(phoneForm, (field, shown) => {
    if (field.name === 'phone' && typeof shown === 'string') setPhone(shown);
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onSendCode(event: FormEvent) {
    event.preventDefault();
    const problem = validateCodeRequest(phone);
    setCodeNotice(problem ? { kind: 'error', text: problem } : null);
    if (problem) return;
    requestCode.mutate(phone.trim(), {
      onSuccess: (answer) => {
        setCodeNotice({ kind: 'success', text: t('forgot.sent') });
        const echoed = answer.otp ? codeFrom(answer.otp) : null;
        if (echoed) setCode(echoed);
        setCodeSent(true);
        // Step two is drawn by the render this update starts: focus it once it is there.
        requestAnimationFrame(() => {
          if (echoed) passwordBox.current?.querySelector('input')?.focus();
          else boxes.current?.focus(0);
        });
      },
      onError: (e) => {
        setCodeNotice({ kind: 'error', text: serverErrorText(e) ?? t('forgot.sendFailed') });
        // Locked out or asked too often: a code comes (or came) another way, by the shop or an earlier SMS.
        if (e instanceof ApiError && (e.code === 'reset_locked' || e.code === 'rate_limited')) setCodeSent(true);
      },
    });
  }

  function onReset(event: FormEvent) {
    event.preventDefault();
    if (done) return;
    const otp = code.join('');
    const problem = validateReset(phone, otp, newPassword);
    setResetNotice(problem ? { kind: 'error', text: problem } : null);
    if (problem) return;
    reset.mutate(resetRequest(phone, otp, newPassword), {
      onSuccess: (answer) => {
        // The server's words are English: another language shows its own.
        const message = (t.language === 'en' && answer.message) || t('forgot.success');
        setResetNotice({ kind: 'success', text: message });
        setDone(true);
        timer.current = window.setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
      },
      onError: (e) => setResetNotice({ kind: 'error', text: serverErrorText(e) ?? t('forgot.resetFailed') }),
    });
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <PageMeta title={t('forgot.meta.title')} description={t('forgot.meta.description')} />
      {/* method="dialog": a tap before any script has run submits nothing (no reload, no password in the address; decision 0063) */}
      <form ref={phoneForm} method="dialog" noValidate onSubmit={onSendCode} className="auth-card__step">
        <div className="field">
          <label htmlFor={`${ids}-phone`}>{t('field.phone')}</label>
          <div className="inline-field">
            <input
              id={`${ids}-phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('field.phone.placeholder')}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <button className={codeSent ? 'btn btn-secondary' : 'btn'} type="submit" disabled={requestCode.isPending}>
              {requestCode.isPending ? t('forgot.sending') : t('forgot.send')}
            </button>
          </div>
        </div>
        <NoticeLine notice={codeNotice} />
        {codeSent ? null : (
          <button type="button" className="auth-card__have-code" onClick={() => setCodeSent(true)}>
            {t('forgot.haveCode')}
          </button>
        )}
      </form>

      {codeSent ? (
        <form method="dialog" noValidate onSubmit={onReset} className="auth-card__step">
          <div className="field">
            <span id={`${ids}-code-label`} className="field-label">
              {t('forgot.code')}
            </span>
            <CodeBoxes ref={boxes} idPrefix={`${ids}-code`} code={code} onChange={setCode} labelledBy={`${ids}-code-label`} />
          </div>
          <div ref={passwordBox}>
            <PasswordInput
              id={`${ids}-new-password`}
              label={t('forgot.newPassword')}
              value={newPassword}
              onChange={setNewPassword}
              autoComplete="new-password"
              describedBy={newPassword ? `${ids}-hint` : undefined}
            >
              {newPassword ? (
                <StrengthMeter id={`${ids}-hint`} label={t('forgot.strength')} level={resetHint(newPassword)} steps={RESET_STEPS} />
              ) : null}
            </PasswordInput>
          </div>
          <NoticeLine notice={resetNotice} />
          <button className="btn btn-block" type="submit" disabled={reset.isPending || done}>
            {reset.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </form>
      ) : null}
      <p className="auth-card__switch auth-card__switch--links">
        <Link to="/login">{t('forgot.backToLogin')}</Link>
        <Link to="/help">{t('forgot.help')}</Link>
        <Link to="/terms">{t('forgot.terms')}</Link>
      </p>
    </AuthCard>
  );
}

/** Errors interrupt as alerts; successes go through a live region that is always in the page. */
function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <>
      {notice?.kind === 'error' ? (
        <p className="form-error" role="alert">
          {notice.text}
        </p>
      ) : null}
      <div aria-live="polite">{notice?.kind === 'success' ? <p className="form-success">{notice.text}</p> : null}</div>
    </>
  );
}
