import type { CustomerSummary } from '@laundry/shared/contracts/customers';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { CustomerFacts } from './customer-facts';

/** One customer in the list; the name opens their page. */
export function CustomerCard({ customer, onOpen }: { customer: CustomerSummary; onOpen: () => void }) {
  const t = useT('customers', en);
  return (
    <li className="customer-card" data-testid="customer-card">
      <div className="customer-card__head">
        <button type="button" className="customer-card__name" onClick={onOpen}>
          {customer.name}
        </button>
        <a className="customer-card__phone" href={`tel:+91${customer.phone}`}>
          {customer.phone}
        </a>
        {!customer.claimed && <span className="badge badge--muted">{t('card.unclaimed')}</span>}
      </div>
      <CustomerFacts customer={customer} />
      {customer.notes && <p className="customer-card__notes">{customer.notes}</p>}
    </li>
  );
}
