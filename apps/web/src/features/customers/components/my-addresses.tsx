import { useT } from '../../../i18n/use-t';
import { useDeleteMyAddress } from '../api/delete-my-address';
import { useMyAddresses } from '../api/my-addresses';
import { useSaveMyAddress } from '../api/save-my-address';
import { useUpdateMyAddress } from '../api/update-my-address';
import en from '../locales/en.json';
import { AddressBook } from './address-book';
import './customers.css';

/** The profile's "My addresses": the customer's own saved addresses, renamed, changed, added or removed. */
export function MyAddresses() {
  const t = useT('customers', en);
  const addresses = useMyAddresses();
  const add = useSaveMyAddress();
  const update = useUpdateMyAddress();
  const remove = useDeleteMyAddress();
  const error = [add, update, remove].find((m) => m.isError)?.error ?? null;
  const reset = () => [add, update, remove].forEach((m) => m.reset());
  return (
    <section className="my-addresses" aria-labelledby="my-addresses-title">
      <h2 id="my-addresses-title">{t('mine.title')}</h2>
      <p className="field-hint">{t('mine.hint')}</p>
      {addresses.isPending ? (
        <p role="status">{t('mine.loading')}</p>
      ) : addresses.isError ? (
        <p className="form-error" role="alert">
          {t('mine.failed')}
        </p>
      ) : (
        <AddressBook
          addresses={addresses.data}
          headingId="my-addresses-title"
          actions={{
            add: (input, done) => {
              reset();
              add.mutate(input, { onSuccess: done });
            },
            update: (id, input, done) => {
              reset();
              update.mutate({ id, body: input }, { onSuccess: done });
            },
            remove: (id) => {
              reset();
              remove.mutate(id);
            },
            saving: add.isPending || update.isPending || remove.isPending,
            error,
          }}
        />
      )}
    </section>
  );
}
