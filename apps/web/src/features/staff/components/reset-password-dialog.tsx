import { useId, useState, type FormEvent } from 'react';
import type { StaffMember, StaffPasswordReset, StaffPasswordResetBody } from '@laundry/shared/contracts/staff';
import { CopyButton } from '../../../components/copy-button';
import { ModalDialog } from '../../../components/modal-dialog';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstTime } from '../../../lib/ist-format';
import { useResetStaffPassword } from '../api/reset-staff-password';
import en from '../locales/en.json';
import '../../../styles/modal-dialog.css';

/** A sign, not a word: the button is named by its aria-label. */
const CLOSE_MARK = '✕';

type Mode = StaffPasswordResetBody['mode'];
const MODES: readonly Mode[] = ['code', 'password'];

/**
 * Reset a member's password (docs/decisions/0070): a one-time code they type on "Forgot password?",
 * or a new password set at once. The server answers the secret once; it is shown here until the dialog closes.
 */
export function ResetPasswordDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const t = useT('staff', en);
  const ids = { title: useId(), secret: useId() };
  const [mode, setMode] = useState<Mode>('code');
  const [answer, setAnswer] = useState<StaffPasswordReset | null>(null);
  const reset = useResetStaffPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate({ id: member._id, body: { mode } }, { onSuccess: setAnswer });
  };

  const secret = answer ? (answer.mode === 'code' ? answer.code : answer.password) : '';
  return (
    <ModalDialog className="modal-dialog" labelledBy={ids.title} onClose={onClose} busy={reset.isPending}>
      <form className="modal-dialog__body" noValidate onSubmit={submit}>
        <header className="modal-dialog__head">
          <div>
            <h2 id={ids.title}>{t('reset.title')}</h2>
            <p>{member.name}</p>
          </div>
          <button type="button" className="modal-dialog__close" aria-label={t('reset.close')} onClick={onClose} disabled={reset.isPending}>
            {CLOSE_MARK}
          </button>
        </header>
        {answer ? (
          <div className="staff-secret" role="status">
            <p className="staff-secret__label" id={ids.secret}>
              {answer.mode === 'code' ? t('reset.codeIs') : t('reset.passwordIs')}
            </p>
            <p className="staff-secret__value" aria-labelledby={ids.secret} data-testid="staff-secret">
              {secret}
            </p>
            <CopyButton text={secret} label={t('reset.copy')} ariaLabel={t('reset.copy')} />
            <p className="field-hint">
              {answer.mode === 'code'
                ? t('reset.codeHint', { name: member.name, time: formatIstTime(answer.expiresAt, t.language) })
                : t('reset.passwordHint', { name: member.name })}
            </p>
            <p className="staff-secret__once">{t('reset.once')}</p>
          </div>
        ) : (
          <fieldset className="staff-reset__modes" disabled={reset.isPending}>
            <legend>{t('reset.how')}</legend>
            {MODES.map((value) => (
              <label key={value} className={`staff-reset__mode${mode === value ? ' staff-reset__mode--on' : ''}`}>
                <input type="radio" name="reset-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
                <span>
                  <strong>{t(value === 'code' ? 'reset.mode.code' : 'reset.mode.password')}</strong>
                  <span className="field-hint">{t(value === 'code' ? 'reset.mode.codeHint' : 'reset.mode.passwordHint')}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {reset.isError && (
          <p className="form-error" role="alert">
            {errorText(reset.error, t('reset.failed'))}
          </p>
        )}
        <div className="modal-dialog__actions">
          {answer ? (
            <button type="button" className="btn" onClick={onClose}>
              {t('reset.done')}
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-secondary" onClick={onClose} disabled={reset.isPending}>
                {t('row.cancel')}
              </button>
              <button type="submit" className="btn" disabled={reset.isPending}>
                {reset.isPending ? t('reset.working') : mode === 'code' ? t('reset.makeCode') : t('reset.makePassword')}
              </button>
            </>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}
