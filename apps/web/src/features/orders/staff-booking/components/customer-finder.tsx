import { useState } from 'react';
import type { CustomerSummary } from '@laundry/shared/contracts/customers';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useCustomers } from '../../../customers/api/fetch-customers';
import en from '../locales/en.json';

/** Long enough to skip most keystrokes of a phone number. */
const SEARCH_DEBOUNCE_MS = 250;
const MIN_QUERY = 2;

interface Props {
  onChoose: (customer: CustomerSummary) => void;
  /** A new customer, with what was typed when it looks like a phone number. */
  onNew: (typed: string) => void;
}

/** The shop finds the caller by phone or name among its customers, or starts a new one. */
export function CustomerFinder({ onChoose, onNew }: Props) {
  const t = useT('staff-booking', en);
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const asking = query.length >= MIN_QUERY;
  const customers = useCustomers(asking ? query : '', 1);
  const found = asking ? (customers.data?.data ?? []) : [];
  return (
    <div className="staff-booking__finder">
      <div className="field">
        <label htmlFor="staff-booking-search">{t('find.label')}</label>
        <input
          id="staff-booking-search"
          type="search"
          inputMode="search"
          autoComplete="off"
          placeholder={t('find.placeholder')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <p className="field-hint">{t('find.hint')}</p>
      </div>
      {asking && customers.isError && (
        <p className="form-error" role="alert">
          {errorText(customers.error, t('find.failed'))}
        </p>
      )}
      {asking && customers.isSuccess && found.length === 0 && <p role="status">{t('find.none', { q: query })}</p>}
      {found.length > 0 && (
        <ul className="staff-booking__results" aria-label={t('find.results')}>
          {found.map((c) => (
            <li key={c._id}>
              <button type="button" className="staff-booking__result" onClick={() => onChoose(c)}>
                <strong>{c.name}</strong>
                <span>{c.phone}</span>
                <span className="staff-booking__muted">{t('find.facts', { orders: c.orderCount, addresses: c.addresses.length })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn-secondary" onClick={() => onNew(/^\+?[\d\s-]{6,}$/.test(q.trim()) ? q.trim() : '')}>
        {t('find.new')}
      </button>
    </div>
  );
}
