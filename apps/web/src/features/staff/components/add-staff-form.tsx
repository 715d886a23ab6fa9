import { useId, useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, STAFF_ROLES, type StaffRole } from '@laundry/shared/constants';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useAddStaff } from '../api/add-staff';
import en from '../locales/en.json';
import { checkNewStaff, hasProblems, MAX_NAME_LENGTH, type NewStaffProblems } from './staff-fields';

function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p className="field-error" id={id}>
      {text}
    </p>
  );
}

/** Adds an admin or a rider, who then logs in on /login with this phone and password. */
export function AddStaffForm() {
  const t = useT('staff', en);
  const add = useAddStaff();
  const ids = useId();
  const [role, setRole] = useState<StaffRole>('rider');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<NewStaffProblems>({});
  const [added, setAdded] = useState<string | null>(null);

  const words: Record<string, string | undefined> = {
    name: problems.name === 'required' ? t('add.errorName') : problems.name === 'long' ? t('add.errorNameLong') : undefined,
    phone: problems.phone ? t('add.errorPhone') : undefined,
    password:
      problems.password === 'short'
        ? t('add.errorPassword', { min: MIN_PASSWORD_LENGTH })
        : problems.password === 'long'
          ? t('add.errorPasswordLong')
          : undefined,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewStaff({ name, phone, password });
    setProblems(found);
    setAdded(null);
    if (hasProblems(found)) return;
    add.mutate(
      { role, name: name.trim(), phone: phone.trim(), password },
      {
        onSuccess: (member) => {
          setAdded(t(member.role === 'admin' ? 'add.doneAdmin' : 'add.doneRider', { name: member.name }));
          setName('');
          setPhone('');
          setPassword('');
        },
      },
    );
  };

  const field = (key: 'name' | 'phone' | 'password') => ({
    id: `${ids}-${key}`,
    'aria-invalid': words[key] ? true : undefined,
    'aria-describedby': words[key] ? `${ids}-${key}-error` : undefined,
  });

  return (
    <form className="add-staff" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('add.title')}</h3>
      <div className="add-staff__grid">
        <div className="field">
          <label htmlFor={`${ids}-role`}>{t('field.role')}</label>
          <select id={`${ids}-role`} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(r === 'admin' ? 'role.admin' : 'role.rider')}
              </option>
            ))}
          </select>
          <p className="field-hint">{t(role === 'admin' ? 'field.roleHintAdmin' : 'field.roleHintRider')}</p>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-name`}>{t('field.name')}</label>
          <input {...field('name')} value={name} maxLength={MAX_NAME_LENGTH} autoComplete="off" onChange={(e) => setName(e.target.value)} />
          <FieldError id={`${ids}-name-error`} text={words.name} />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-phone`}>{t('field.phone')}</label>
          <input {...field('phone')} type="tel" inputMode="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} />
          <FieldError id={`${ids}-phone-error`} text={words.phone} />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-password`}>{t('field.password')}</label>
          <input {...field('password')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <p className="field-hint">{t('field.passwordHint')}</p>
          <FieldError id={`${ids}-password-error`} text={words.password} />
        </div>
      </div>
      {add.isError && (
        <p className="form-error" role="alert">
          {errorText(add.error, t('add.failed'))}
        </p>
      )}
      {added && (
        <p className="form-success" role="status">
          {added}
        </p>
      )}
      <button type="submit" className="btn" disabled={add.isPending}>
        {add.isPending ? t('add.adding') : t('add.submit')}
      </button>
    </form>
  );
}
