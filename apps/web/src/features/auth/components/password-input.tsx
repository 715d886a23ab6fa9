import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';

interface PasswordInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
  /** Marked as missing or wrong. */
  invalid?: boolean;
  children?: ReactNode;
}

/** A password field with a Show/Hide toggle; `children` render under it (strength meter, hint). */
export function PasswordInput({ id, label, value, onChange, autoComplete, describedBy, invalid, children }: PasswordInputProps) {
  const t = useT('auth', en);
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          spellCheck={false}
          autoCapitalize="none"
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? t('password.hide.label') : t('password.show.label')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      </div>
      {children}
    </div>
  );
}
