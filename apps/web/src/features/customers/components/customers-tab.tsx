import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCustomers } from '../api/fetch-customers';
import { pageCount, pageRange } from '../lib/pages';
import en from '../locales/en.json';
import { CustomerCard } from './customer-card';
import { CustomerPage } from './customer-page';
import './customers.css';

const SEARCH_DEBOUNCE_MS = 300;
/** The open customer's page is kept in the address (?customer=…), so a reload or a shared link opens it again. */
const CUSTOMER_PARAM = 'customer';

/** The Customers tab: the shop's customers found by name, phone or address, a page at a time; one opens their page. */
export function CustomersTab() {
  const t = useT('customers', en);
  const [params, setParams] = useSearchParams();
  const open = params.get(CUSTOMER_PARAM);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ q: '', page: 1 });
  // A new search starts again at its first page.
  const page = paging.q === q ? paging.page : 1;
  const customers = useCustomers(q, page);

  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(CUSTOMER_PARAM, id);
    else next.delete(CUSTOMER_PARAM);
    setParams(next);
  };

  if (open) return <CustomerPage id={open} onBack={() => setOpen(null)} />;

  const data = customers.data;
  const pages = data ? pageCount(data.total, data.limit) : 1;
  const range = data ? pageRange(data.page, data.limit, data.total) : null;
  return (
    <section className="customers-tab" aria-labelledby="customers-title">
      <h2 id="customers-title" className="visually-hidden">
        {t('title')}
      </h2>
      <div className="customers-search">
        <label htmlFor="customers-search">{t('search.label')}</label>
        <input
          id="customers-search"
          className="admin-input"
          type="search"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <p className="customers-count" role="status">
        {customers.isPending
          ? t('loading')
          : data && range
            ? t('count', { from: range.from, to: range.to, total: data.total })
            : data
              ? q
                ? t('none.search', { q })
                : t('none')
              : ''}
      </p>
      {customers.isError && (
        <div className="form-error" role="alert">
          <p>{errorText(customers.error, t('failed'))}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void customers.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {data && data.data.length > 0 && (
        <ul className={`customers-list${customers.isPlaceholderData ? ' customers-list--stale' : ''}`} aria-label={t('listLabel')}>
          {data.data.map((customer) => (
            <CustomerCard key={customer._id} customer={customer} onOpen={() => setOpen(customer._id)} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="customers-pager" aria-label={t('pager.label')}>
          <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} onClick={() => setPaging({ q, page: page - 1 })}>
            {t('pager.previous')}
          </button>
          <span>{t('pager.page', { page, pages })}</span>
          <button type="button" className="btn btn-secondary btn-sm" disabled={page >= pages} onClick={() => setPaging({ q, page: page + 1 })}>
            {t('pager.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
