import { useId, useRef, useState, type FormEvent } from 'react';
import { BUSINESS } from '../../../config/business-profile';
import { getSession } from '../../../lib/session';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_SENT_MESSAGE, contactFailedMessage, validateContactForm, type ContactFormErrors, type ContactFormValues } from '../contact-form';

const EMPTY: ContactFormValues = { name: '', email: '', message: '' };
const FIELDS: (keyof ContactFormValues)[] = ['name', 'email', 'message'];

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
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(initialValues);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const send = useSendContactMessage();

  const change = (field: keyof ContactFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Once shown, a message follows the field as the user fixes it.
    if (errors[field]) setErrors(validateContactForm({ ...values, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactForm(values);
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
          window.alert(CONTACT_SENT_MESSAGE);
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

  const error = (field: keyof ContactFormValues) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={formRef} className="card contact-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Send us a message</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input {...fieldProps('name')} type="text" autoComplete="name" onChange={(e) => change('name', e.target.value)} />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input {...fieldProps('email')} type="email" autoComplete="email" onChange={(e) => change('email', e.target.value)} />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea {...fieldProps('message')} rows={5} onChange={(e) => change('message', e.target.value)} />
        {error('message')}
      </div>
      {send.isError ? (
        <p className="form-error" role="alert">
          {contactFailedMessage(BUSINESS.phone)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-lg btn-block" aria-disabled={send.isPending || undefined}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
