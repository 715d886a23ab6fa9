import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { useT } from '../../../i18n/use-t';
import { usePlans } from '../api/fetch-plans';
import { useMySubscriptions } from '../api/my-subscriptions';
import en from '../locales/en.json';
import { SubscribeForm } from './subscribe-form';
import { SubscriptionCard } from './subscription-card';
import './subscriptions.css';

/** /subscriptions: the customer's subscriptions with their next pickups, and the form to start one. */
export function SubscriptionsPage() {
  const t = useT('subscriptions', en);
  const plans = usePlans();
  const mine = useMySubscriptions();
  const [adding, setAdding] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const meta = <PageMeta title={t('meta.title')} description={t('meta.description')} />;

  if (plans.isPending || mine.isPending) {
    return (
      <>
        {meta}
        <p className="page-loading" role="status">
          {t('page.loading')}
        </p>
      </>
    );
  }
  const current = mine.data?.filter((s) => s.status !== 'cancelled') ?? [];

  return (
    <section className="container subscriptions-page">
      {meta}
      <header className="subscriptions-page__head">
        <div>
          <h1>{t('page.title')}</h1>
          <p className="lead">{t('page.lead')}</p>
        </div>
        <Link to="/my-orders" className="btn btn-secondary">
          {t('page.myOrders')}
        </Link>
      </header>

      {plans.isError || mine.isError ? (
        <div className="form-error" role="alert">
          <p>{t('page.failed')}</p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => {
              void plans.refetch();
              void mine.refetch();
            }}
          >
            {t('page.retry')}
          </button>
        </div>
      ) : (
        <div className="subscriptions-page__body">
          {subscribed && (
            <p className="form-success" role="status">
              {t('form.done')}
            </p>
          )}
          {current.length > 0 && (
            <ul className="subscriptions-page__list">
              {current.map((sub) => (
                <li key={sub._id}>
                  <SubscriptionCard sub={sub} />
                </li>
              ))}
            </ul>
          )}
          {plans.data.length === 0 ? (
            <p className="card subscriptions-page__none">{t('plans.none')}</p>
          ) : current.length > 0 && !adding ? (
            <button type="button" className="btn btn-secondary subscriptions-page__add" onClick={() => setAdding(true)}>
              {t('form.titleAnother')}
            </button>
          ) : (
            <SubscribeForm
              plans={plans.data}
              another={current.length > 0}
              onDone={() => {
                setAdding(false);
                setSubscribed(true);
              }}
            />
          )}
        </div>
      )}
    </section>
  );
}
