import type { SavedAddress } from '@laundry/shared/contracts/addresses';
import { useT } from '../../../i18n/use-t';
import { useAddCustomerAddress } from '../api/add-customer-address';
import { useDeleteCustomerAddress } from '../api/delete-customer-address';
import { useUpdateCustomerAddress } from '../api/update-customer-address';
import en from '../locales/en.json';
import { AddressBook } from './address-book';

/** The shop's hand on a customer's saved addresses, under the same limit of five. */
export function CustomerAddresses({ customerId, addresses }: { customerId: string; addresses: SavedAddress[] }) {
  const t = useT('customers', en);
  const add = useAddCustomerAddress(customerId);
  const update = useUpdateCustomerAddress(customerId);
  const remove = useDeleteCustomerAddress(customerId);
  const error = [add, update, remove].find((m) => m.isError)?.error ?? null;
  const reset = () => [add, update, remove].forEach((m) => m.reset());
  return (
    <section className="customer-section" aria-labelledby="customer-addresses-title">
      <h3 id="customer-addresses-title">{t('detail.addresses')}</h3>
      <AddressBook
        addresses={addresses}
        headingId="customer-addresses-title"
        actions={{
          add: (input, done) => {
            reset();
            add.mutate(input, { onSuccess: done });
          },
          update: (id, input, done) => {
            reset();
            update.mutate({ addressId: id, body: input }, { onSuccess: done });
          },
          remove: (id) => {
            reset();
            remove.mutate(id);
          },
          saving: add.isPending || update.isPending || remove.isPending,
          error,
        }}
      />
    </section>
  );
}
