import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';

interface Props {
  /** The form's useId prefix: the fields are `${ids}-name` and `${ids}-email`. */
  ids: string;
  name: string;
  email: string;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
  /** The profile form starts on the name; sign-up starts wherever the visitor taps. */
  autoFocusName?: boolean;
  /** Fields to mark as missing or wrong, described by the form's message (its id). */
  invalid?: { name?: boolean; email?: boolean; describedBy?: string };
}

/** Full name and the optional e-mail, as sign-up and the profile form both ask for them. */
export function NameEmailFields({ ids, name, email, onName, onEmail, autoFocusName = false, invalid = {} }: Props) {
  const t = useT('auth', en);
  return (
    <>
      <div className="field">
        <label htmlFor={`${ids}-name`}>{t('field.fullName')}</label>
        <input
          id={`${ids}-name`}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => onName(e.target.value)}
          autoFocus={autoFocusName}
          aria-invalid={invalid.name || undefined}
          aria-describedby={invalid.name ? invalid.describedBy : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-email`}>
          {t('field.email')} <span className="field-optional">{t('field.optional')}</span>
        </label>
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('field.email.placeholder')}
          value={email}
          onChange={(e) => onEmail(e.target.value)}
          aria-invalid={invalid.email || undefined}
          aria-describedby={invalid.email ? invalid.describedBy : undefined}
        />
      </div>
    </>
  );
}
