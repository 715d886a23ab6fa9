import { useState } from 'react';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@laundry/shared/contracts/addresses';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { EMPTY_ADDRESS, type AddressInput } from '../lib/address-fields';
import en from '../locales/en.json';
import { AddressForm } from './address-form';

export interface AddressBookActions {
  add: (input: AddressInput, done: () => void) => void;
  update: (id: string, input: AddressInput, done: () => void) => void;
  remove: (id: string) => void;
  saving: boolean;
  /** The last refusal (such as address_limit), in the server's words or the catalogue's. */
  error: unknown;
}

/** Saved addresses (at most five): each edited in place or removed after a confirm, and a new one added. */
export function AddressBook({ addresses, actions, headingId }: { addresses: SavedAddress[]; actions: AddressBookActions; headingId: string }) {
  const t = useT('customers', en);
  // 'new', an address's id, or null: one form open at a time.
  const [editing, setEditing] = useState<string | null>(null);
  const close = () => setEditing(null);

  const remove = (address: SavedAddress) => {
    if (window.confirm(t('address.confirmDelete', { label: address.label }))) actions.remove(address._id);
  };

  return (
    <div className="address-book">
      {addresses.length === 0 ? (
        <p className="field-hint">{t('address.none')}</p>
      ) : (
        <ul className="address-book__list" aria-labelledby={headingId}>
          {addresses.map((address) => (
            <li key={address._id} className="address-book__item">
              {editing === address._id ? (
                <AddressForm
                  initial={address}
                  saving={actions.saving}
                  submitLabel={t('address.save')}
                  onCancel={close}
                  onSave={(input) => actions.update(address._id, input, close)}
                />
              ) : (
                <>
                  <div className="address-book__text">
                    <strong>{address.label}</strong>
                    <span>{address.address}</span>
                    <span className="address-book__pincode">{address.pincode}</span>
                  </div>
                  <div className="address-book__actions">
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={t('address.editNamed', { label: address.label })}
                      onClick={() => setEditing(address._id)}
                    >
                      {t('address.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger-outline btn-sm"
                      aria-label={t('address.deleteNamed', { label: address.label })}
                      disabled={actions.saving}
                      onClick={() => remove(address)}
                    >
                      {t('address.delete')}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <AddressForm
          initial={EMPTY_ADDRESS}
          saving={actions.saving}
          submitLabel={t('address.add')}
          onCancel={close}
          onSave={(input) => actions.add(input, close)}
        />
      ) : addresses.length < MAX_SAVED_ADDRESSES ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing('new')}>
          {t('address.addOne')}
        </button>
      ) : (
        <p className="field-hint">{t('address.full', { max: MAX_SAVED_ADDRESSES })}</p>
      )}
      {actions.error ? (
        <p className="form-error" role="alert">
          {errorText(actions.error, t('address.failed'))}
        </p>
      ) : null}
    </div>
  );
}
