import { useId, useRef, useState, type FormEvent } from 'react';
import { CONTACT_SENT_MESSAGE, validateContactForm, type ContactFormErrors, type ContactFormValues } from '../contact-form';

const EMPTY: ContactFormValues = { name: '', email: '', message: '' };
const FIELDS: (keyof ContactFormValues)[] = ['name', 'email', 'message'];

/** The message form: checked in the browser, confirmed with an alert, sent nowhere (spec section 2). */
export function ContactForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [errors, setErrors] = useState<ContactFormErrors>({});

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
    window.alert(CONTACT_SENT_MESSAGE);
    setValues(EMPTY);
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
      <button type="submit" className="btn btn-lg btn-block">
        Send message
      </button>
    </form>
  );
}
