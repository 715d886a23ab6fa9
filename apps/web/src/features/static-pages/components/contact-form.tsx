import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { useAdoptEarlyInput } from '../../../lib/adopt-early-input';
import { useHydratingMark } from '../../../lib/hydrating';
import { getSession } from '../../../lib/session';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactFormProblems, type ContactFormProblems, type ContactFormValues } from '../contact-form';
import en from '../locales/en.json';
import type { StaticPagesKey } from '../shop-text';

const EMPTY: ContactFormValues = { name: '', email: '', message: '' };
const FIELDS: (keyof ContactFormValues)[] = ['name', 'email', 'message'];
const FIELD_LABELS: Record<keyof ContactFormValues, StaticPagesKey> = { name: 'form.name', email: 'form.email', message: 'form.message' };

/** A signed-in customer's name and e-mail start filled in; the message is always theirs to type. */
function initialValues(): ContactFormValues {
  const { token, user } = getSession();
  return token && user ? { name: user.name ?? '', email: user.email ?? '', message: '' } : EMPTY;
}

/**
 * The message form: checked in the browser, then saved as a support ticket the shop sees in its
 * Tickets tab, confirmed with the spec's alert (docs/decisions/0038). When saving fails the
 * customer is told so and nothing they typed is lost.
 */
export function ContactForm() {
  const t = useT('static-pages', en);
  const business = useBusinessProfile();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(initialValues);
  // Kept as catalogue keys, so a message shown follows a change of language.
  const [errors, setErrors] = useState<ContactFormProblems>({});
  const send = useSendContactMessage();
  // Its Send button waits for React while this mark is on (lib/replay-early-input.ts).
  const mark = useHydratingMark();
  useAdoptEarlyInput(formRef, (field, shown) => {
    const name = FIELDS.find((f) => f === field.name);
    if (name && typeof shown === 'string') setValues((v) => ({ ...v, [name]: shown }));
  });

  const change = (field: keyof ContactFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Once shown, a message follows the field as the user fixes it.
    if (errors[field]) setErrors(contactFormProblems({ ...values, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactFormProblems(values);
    setErrors(found);
    const firstBad = FIELDS.find((f) => found[f]);
    if (firstBad) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    if (send.isPending) return;
    send.mutate(
      { name: values.name, email: values.email, message: values.message },
      {
        onSuccess: () => {
          window.alert(t('form.sent'));
          setValues({ ...initialValues(), message: '' });
          send.reset();
        },
      },
    );
  };

  const fieldProps = (field: keyof ContactFormValues) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });

  const error = (field: keyof ContactFormValues) => {
    const problem = errors[field];
    return problem ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {t(problem)}
      </p>
    ) : null;
  };

  // method="dialog": a tap before any script has run submits nothing (no reload with the message
  // in the address; decision 0063).
  return (
    <form method="dialog" ref={formRef} className="card contact-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`} {...mark}>
      <h2 id={`${id}-title`}>{t('form.title')}</h2>
      {FIELDS.map((field) => (
        <div key={field} className="field">
          <label htmlFor={`${id}-${field}`}>{t(FIELD_LABELS[field])}</label>
          {field === 'message' ? (
            <textarea {...fieldProps(field)} rows={5} onChange={(e) => change(field, e.target.value)} />
          ) : (
            <input
              {...fieldProps(field)}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={field}
              onChange={(e) => change(field, e.target.value)}
            />
          )}
          {error(field)}
        </div>
      ))}
      {send.isError ? (
        <p className="form-error" role="alert">
          {t('form.failed', { phone: business.phone })}
        </p>
      ) : null}
      <button type="submit" className="btn btn-lg btn-block" aria-disabled={send.isPending || undefined}>
        {send.isPending ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}
