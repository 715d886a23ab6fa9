import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '@laundry/shared/constants';
import { resetHint } from '@laundry/shared/rules/password-strength';
import { useT } from '../../../i18n/use-t';
import { serverErrorText } from '../../../lib/api-client';
import { useChangePasswordMutation } from '../api/change-password';
import en from '../locales/en.json';
import { PasswordInput } from './password-input';
import { StrengthMeter } from './strength-meter';

const STEPS = ['Weak', 'Medium', 'Strong'] as const;

/** Profile → Change password: the current password proves it is them; other devices are signed out (docs/decisions/0089). */
export function ChangePassword() {
  const t = useT('auth', en);
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<{ field: 'current' | 'next' | null; text: string } | null>(null);
  const [changed, setChanged] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const change = useChangePasswordMutation();

  // Focus goes back to where the change started once the button is drawn again.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);

  function close(done: boolean) {
    setOpen(false);
    setCurrent('');
    setNext('');
    setError(null);
    setChanged(done);
    returnFocus.current = true;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!current) return setError({ field: 'current', text: t('password.change.currentMissing') });
    if (next.length < MIN_PASSWORD_LENGTH) return setError({ field: 'next', text: t('password.change.tooShort', { min: MIN_PASSWORD_LENGTH }) });
    if (next === current) return setError({ field: 'next', text: t('password.change.same') });
    setError(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => close(true),
        onError: (e) => {
          const code = (e as { code?: string }).code;
          if (code === 'wrong_password') setError({ field: 'current', text: t('password.change.wrongCurrent') });
          else if (code === 'same_password') setError({ field: 'next', text: t('password.change.same') });
          else setError({ field: null, text: serverErrorText(e) ?? t('password.change.failed') });
        },
      },
    );
  }

  if (!open) {
    return (
      <div className="profile-password">
        <div aria-live="polite">{changed ? <p className="form-success">{t('password.change.done')}</p> : null}</div>
        <button
          ref={opener}
          type="button"
          className="btn btn-secondary btn-block"
          onClick={() => {
            setChanged(false);
            setOpen(true);
          }}
        >
          {t('profile.links.changePassword')}
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="profile-form profile-password" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-password__title">
        {t('profile.links.changePassword')}
      </h2>
      <PasswordInput
        id={`${ids}-current`}
        label={t('password.change.current')}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        invalid={error?.field === 'current'}
      />
      <PasswordInput
        id={`${ids}-new`}
        label={t('forgot.newPassword')}
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        describedBy={next ? `${ids}-hint` : undefined}
        invalid={error?.field === 'next'}
      >
        {next ? <StrengthMeter id={`${ids}-hint`} label={t('forgot.strength')} level={resetHint(next)} steps={STEPS} /> : null}
      </PasswordInput>
      <p className="field-hint">{t('password.change.hint')}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error.text}
        </p>
      ) : null}
      <div className="profile-form__actions">
        <button className="btn" type="submit" disabled={change.isPending}>
          {change.isPending ? t('profile.form.saving') : t('password.change.save')}
        </button>
        <button className="btn btn-secondary" type="button" onClick={() => close(false)} disabled={change.isPending}>
          {t('profile.form.cancel')}
        </button>
      </div>
      <p className="auth-card__switch">
        <Link to="/forgot-password">{t('password.change.forgot')}</Link>
      </p>
    </form>
  );
}
