import { useEffect, useRef, type RefObject } from 'react';
import type { CustomerDetail } from '@laundry/shared/contracts/customers';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatCalendarDate, formatIstDate, formatIstDateTime } from '../../../lib/ist-format';
import { serviceName, statusName } from '../../orders/invoice/labels';
import { useCustomer } from '../api/fetch-customer';
import en from '../locales/en.json';
import { CustomerAddresses } from './customer-addresses';
import { CustomerFacts } from './customer-facts';
import { CustomerNotes } from './customer-notes';

/** One customer's page: what the shop knows, its notes and addresses, every order and the payments on them. */
export function CustomerPage({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT('customers', en);
  const customer = useCustomer(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = customer.isSuccess;
  // The page replaces the list: the focus moves to its heading, so a screen reader starts there.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <div className="customer-page">
      <button type="button" className="btn btn-secondary btn-sm customer-page__back" onClick={onBack}>
        {t('detail.back')}
      </button>
      {customer.isPending ? (
        <p role="status">{t('detail.loading')}</p>
      ) : customer.isError ? (
        <p className="form-error" role="alert">
          {errorText(customer.error, t('detail.failed'))}
        </p>
      ) : (
        <CustomerDetailView detail={customer.data} heading={heading} />
      )}
    </div>
  );
}

function CustomerDetailView({ detail, heading }: { detail: CustomerDetail; heading: RefObject<HTMLHeadingElement | null> }) {
  const t = useT('customers', en);
  const language = t.language;
  const { customer, orders, payments } = detail;
  return (
    <>
      <header className="customer-page__head">
        <h2 ref={heading} tabIndex={-1}>
          {customer.name}
        </h2>
        <p>
          <a href={`tel:+91${customer.phone}`}>{customer.phone}</a>
          {customer.email && <span> · {customer.email}</span>}
        </p>
        <p className="field-hint">
          {t('detail.since', { date: formatIstDate(customer.createdAt, language) })} ·{' '}
          {customer.claimed
            ? customer.lastSignInAt
              ? t('detail.lastSignIn', { when: formatIstDateTime(customer.lastSignInAt, language) })
              : t('detail.neverSignedIn')
            : t('card.unclaimed')}
        </p>
      </header>
      <CustomerFacts customer={customer} />
      <div className="customer-page__grid">
        <CustomerNotes key={customer._id} customerId={customer._id} notes={customer.notes} />
        <CustomerAddresses customerId={customer._id} addresses={customer.addresses} />
      </div>
      <section className="customer-section" aria-labelledby="customer-orders-title">
        <h3 id="customer-orders-title">{t('detail.orders', { count: orders.length })}</h3>
        {orders.length === 0 ? (
          <p className="field-hint">{t('detail.noOrders')}</p>
        ) : (
          <div className="customer-table-wrap">
            <table className="customer-table">
              <thead>
                <tr>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('orders.pickup')}</th>
                  <th scope="col">{t('orders.service')}</th>
                  <th scope="col">{t('orders.status')}</th>
                  <th scope="col" className="num">
                    {t('orders.total')}
                  </th>
                  <th scope="col" className="num">
                    {t('orders.due')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order._id}>
                    <th scope="row">{order.orderNumber}</th>
                    <td>{formatCalendarDate(order.pickupDate, language)}</td>
                    <td>{serviceName(order.service, language)}</td>
                    <td>{statusName(order.status, language)}</td>
                    <td className="num">{order.priced ? formatInr(order.total, language) : t('orders.notPriced')}</td>
                    <td className={`num${order.due > 0 ? ' customer-facts__due' : ''}`}>{formatInr(order.due, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="customer-section" aria-labelledby="customer-payments-title">
        <h3 id="customer-payments-title">{t('detail.payments', { count: payments.length })}</h3>
        {payments.length === 0 ? (
          <p className="field-hint">{t('detail.noPayments')}</p>
        ) : (
          <div className="customer-table-wrap">
            <table className="customer-table">
              <thead>
                <tr>
                  <th scope="col">{t('payments.when')}</th>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('payments.method')}</th>
                  <th scope="col" className="num">
                    {t('payments.amount')}
                  </th>
                  <th scope="col">{t('payments.by')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment._id}>
                    <td>{formatIstDateTime(payment.createdAt, language)}</td>
                    <td>{payment.orderNumber}</td>
                    <td>
                      {t(`method.${payment.method}`)}
                      {payment.reference && <span className="customer-facts__sub">{payment.reference}</span>}
                    </td>
                    <td className="num">{formatInr(payment.amount, language)}</td>
                    <td>{payment.recordedByName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
