import { useId, useState, type FormEvent } from 'react';
import { MAX_ADDRESS_LABEL_LENGTH } from '@laundry/shared/contracts/addresses';
import { MAX_ADDRESS_LENGTH } from '@laundry/shared/contracts/orders';
import { useT } from '../../../i18n/use-t';
import { addressBodyOf, checkAddress, type AddressInput, type AddressProblems } from '../lib/address-fields';
import en from '../locales/en.json';

interface Props {
  initial: AddressInput;
  /** Resolves once saved; a refusal is shown by the caller. */
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
}

/** A saved address's label, address and pincode, checked with the server's contract before it is sent. */
export function AddressForm({ initial, onSave, onCancel, saving, submitLabel }: Props) {
  const t = useT('customers', en);
  const id = useId();
  const [input, setInput] = useState<AddressInput>(initial);
  const [problems, setProblems] = useState<AddressProblems>({});
  const [tried, setTried] = useState(false);

  const change = (patch: Partial<AddressInput>) => {
    const next = { ...input, ...patch };
    setInput(next);
    if (tried) setProblems(checkAddress(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkAddress(input);
    setTried(true);
    setProblems(found);
    if (Object.keys(found).length === 0) onSave(addressBodyOf(input));
  };

  const described = (field: keyof AddressProblems) => (problems[field] ? `${id}-${field}-error` : undefined);
  const error = (field: keyof AddressProblems) =>
    problems[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {t(problems[field], { max: field === 'label' ? MAX_ADDRESS_LABEL_LENGTH : MAX_ADDRESS_LENGTH })}
      </p>
    ) : null;

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className="field">
        <label htmlFor={`${id}-label`}>{t('address.label')}</label>
        <input
          id={`${id}-label`}
          value={input.label}
          maxLength={MAX_ADDRESS_LABEL_LENGTH}
          placeholder={t('address.label.placeholder')}
          autoComplete="off"
          onChange={(e) => change({ label: e.target.value })}
          aria-invalid={problems.label ? true : undefined}
          aria-describedby={described('label')}
        />
        {error('label')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-address`}>{t('address.address')}</label>
        <textarea
          id={`${id}-address`}
          rows={2}
          value={input.address}
          maxLength={MAX_ADDRESS_LENGTH}
          autoComplete="street-address"
          onChange={(e) => change({ address: e.target.value })}
          aria-invalid={problems.address ? true : undefined}
          aria-describedby={described('address')}
        />
        {error('address')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-pincode`}>{t('address.pincode')}</label>
        <input
          id={`${id}-pincode`}
          className="address-form__pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={input.pincode}
          onChange={(e) => change({ pincode: e.target.value.replace(/\D/g, '') })}
          aria-invalid={problems.pincode ? true : undefined}
          aria-describedby={described('pincode')}
        />
        {error('pincode')}
      </div>
      <div className="address-form__actions">
        <button type="submit" className="btn btn-sm" disabled={saving}>
          {saving ? t('address.saving') : submitLabel}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel} disabled={saving}>
          {t('address.cancel')}
        </button>
      </div>
    </form>
  );
}
