import { useId, useState, type FormEvent } from 'react';
import { customerPatchBody, MAX_CUSTOMER_NOTES_LENGTH } from '@laundry/shared/contracts/customers';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { fieldIssues } from '../../../lib/form-issues';
import { useUpdateCustomerNotes } from '../api/update-customer-notes';
import en from '../locales/en.json';

/** The shop's notes on a customer ("gate code 4321", "prefers starch"); the customer never reads them. */
export function CustomerNotes({ customerId, notes }: { customerId: string; notes: string }) {
  const t = useT('customers', en);
  const id = useId();
  const [text, setText] = useState(notes);
  const [tooLong, setTooLong] = useState(false);
  const save = useUpdateCustomerNotes();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldIssues(customerPatchBody, { notes: text }, { notes: 'long' });
    setTooLong(Boolean(found.notes));
    if (!found.notes) save.mutate({ id: customerId, body: { notes: text.trim() } });
  };

  return (
    <form className="customer-section customer-notes" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-notes`}>
          <strong>{t('detail.notes')}</strong>
        </label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={MAX_CUSTOMER_NOTES_LENGTH}
          placeholder={t('detail.notes.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            save.reset();
          }}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={`${id}-notes-hint`}
        />
        <p className="field-hint" id={`${id}-notes-hint`}>
          {tooLong ? t('detail.notes.long', { max: MAX_CUSTOMER_NOTES_LENGTH }) : t('detail.notes.hint')}
        </p>
      </div>
      <div className="customer-notes__actions">
        <button type="submit" className="btn btn-sm" disabled={save.isPending || text.trim() === notes}>
          {save.isPending ? t('detail.notes.saving') : t('detail.notes.save')}
        </button>
        <span role="status" className="customer-notes__saved">
          {save.isSuccess ? t('detail.notes.saved') : ''}
        </span>
      </div>
      {save.isError && (
        <p className="form-error" role="alert">
          {errorText(save.error, t('detail.notes.failed'))}
        </p>
      )}
    </form>
  );
}
