import { useState, type FormEvent } from 'react';
import type { StaffMemberWithSignIn } from '@laundry/shared/contracts/staff';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/ist-format';
import { useUpdateStaff } from '../api/update-staff';
import en from '../locales/en.json';
import { ResetPasswordDialog } from './reset-password-dialog';
import { MAX_NAME_LENGTH } from './staff-fields';

/** One admin or rider: role, state and last sign-in; renamed in place, switched off or on after a confirm, password reset. */
export function StaffRow({ member, isSelf }: { member: StaffMemberWithSignIn; isSelf: boolean }) {
  const t = useT('staff', en);
  const update = useUpdateStaff();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(member.name);
  const [nameMissing, setNameMissing] = useState(false);
  const [resetting, setResetting] = useState(false);
  const idBase = `staff-${member._id}`;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameMissing(!trimmed);
    if (!trimmed) return;
    update.mutate({ id: member._id, body: { name: trimmed } }, { onSuccess: () => setRenaming(false) });
  };

  const toggle = () => {
    const question = member.active ? t('row.confirmOff', { name: member.name }) : t('row.confirmOn', { name: member.name });
    if (!window.confirm(question)) return;
    update.mutate({ id: member._id, body: { active: !member.active } });
  };

  return (
    <li className={`staff-row${member.active ? '' : ' staff-row--off'}`} data-testid="staff-row" data-staff-id={member._id}>
      <div className="staff-row__main">
        <span className="staff-row__name">{member.name}</span>
        <span className={`badge${member.role === 'admin' ? '' : ' badge--accent'}`}>{t(member.role === 'admin' ? 'role.admin' : 'role.rider')}</span>
        {isSelf && <span className="badge badge--muted">{t('row.you')}</span>}
        <span className={`staff-row__state staff-row__state--${member.active ? 'on' : 'off'}`}>{member.active ? t('row.active') : t('row.off')}</span>
      </div>
      <p className="staff-row__phone">
        <a href={`tel:+91${member.phone}`}>{member.phone}</a>
      </p>
      <p className="staff-row__seen">
        {member.lastSignInAt ? t('row.lastSignIn', { when: formatIstDateTime(member.lastSignInAt, t.language) }) : t('row.neverSignedIn')}
      </p>
      {renaming ? (
        <form className="staff-row__rename" onSubmit={rename} noValidate>
          <div className="field">
            <label htmlFor={`${idBase}-name`}>{t('field.name')}</label>
            <input
              id={`${idBase}-name`}
              value={name}
              maxLength={MAX_NAME_LENGTH}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
              aria-invalid={nameMissing ? true : undefined}
              aria-describedby={nameMissing ? `${idBase}-name-error` : undefined}
            />
            {nameMissing && (
              <p className="field-error" id={`${idBase}-name-error`}>
                {t('add.errorName')}
              </p>
            )}
          </div>
          <div className="staff-row__actions">
            <button type="submit" className="btn btn-sm" disabled={update.isPending}>
              {t('row.save')}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={update.isPending}
              onClick={() => {
                setRenaming(false);
                setName(member.name);
                setNameMissing(false);
                update.reset();
              }}
            >
              {t('row.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="staff-row__actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setRenaming(true)}>
            {t('row.rename')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setResetting(true)}>
            {t('row.resetPassword')}
          </button>
          {isSelf ? (
            <span className="field-hint staff-row__self">{t('row.selfHint')}</span>
          ) : (
            <button
              type="button"
              className={`btn btn-sm ${member.active ? 'btn-danger-outline' : 'btn-secondary'}`}
              disabled={update.isPending}
              onClick={toggle}
            >
              {member.active ? t('row.switchOff') : t('row.switchOn')}
            </button>
          )}
        </div>
      )}
      {resetting && <ResetPasswordDialog member={member} onClose={() => setResetting(false)} />}
      {update.isError && (
        <p className="field-error" role="alert">
          {errorText(update.error, t('row.failed'))}
        </p>
      )}
    </li>
  );
}
