import { useState } from 'react';
import { istDate } from '@laundry/shared/rules/ist';
import { formatInr } from '@laundry/shared/rules/money';
import { serviceName } from '../../orders/invoice/labels';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/ist-format';
import { downloadText } from '../../admin/lib/csv-exports';
import { useTakings } from '../api/fetch-takings';
import { takingsCsv, takingsFileName } from '../lib/takings-csv';
import en from '../locales/en.json';
import { CashCountForm } from './cash-count-form';
import { GatewayTakings } from './gateway-takings';
import { RiderCash } from './rider-cash';
import './takings.css';

const METHODS = [
  { id: 'upi', label: 'method.upi' },
  { id: 'cash', label: 'method.cash' },
  { id: 'card', label: 'method.card' },
  { id: 'netbanking', label: 'method.netbanking' },
] as const;

/** Today's takings (docs/decisions/0046): the day's money by method, the till, the work done. */
export function TakingsView() {
  const t = useT('takings', en);
  const today = istDate(new Date());
  const [date, setDate] = useState(today);
  const takings = useTakings(date);
  const money = (rupees: number) => formatInr(rupees, t.language);
  const data = takings.data;

  return (
    <section className="takings-view" aria-labelledby="takings-title">
      <div className="takings-head">
        <h2 id="takings-title" className="takings-title">
          {date === today ? t('takings.titleToday') : t('takings.titleDay', { date: formatCalendarDate(date, t.language) })}
        </h2>
        <div className="field takings-date">
          <label htmlFor="takings-date">{t('takings.date')}</label>
          <input id="takings-date" type="date" value={date} max={today} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!data}
          onClick={() => data && downloadText(takingsFileName(data.date), takingsCsv(data))}
        >
          {t('takings.download')}
        </button>
      </div>
      {takings.isPending && (
        <p className="takings-status" role="status">
          {t('loading')}
        </p>
      )}
      {takings.isError && (
        <p className="takings-error" role="alert">
          {errorText(takings.error, t('takings.loadFailed'))}
        </p>
      )}
      {data && (
        <div className="takings-grid">
          <section className="takings-card" aria-labelledby="money-title">
            <h3 id="money-title">{t('takings.moneyIn')}</h3>
            <p className="takings-total" data-figure="total">
              {money(data.total)}
            </p>
            <dl className="takings-figures">
              {METHODS.map((m) => (
                <div key={m.id}>
                  <dt>{t(m.label)}</dt>
                  <dd data-figure={m.id}>{money(data.byMethod[m.id])}</dd>
                </div>
              ))}
              {data.prepaidPacks.count > 0 && (
                <div>
                  <dt>{t('takings.prepaidPacks', { count: data.prepaidPacks.count })}</dt>
                  <dd data-figure="prepaid-packs">{money(data.prepaidPacks.amount)}</dd>
                </div>
              )}
            </dl>
            {data.byMethod.credit !== 0 && (
              <p className="takings-note" data-figure="credit">
                {t('takings.creditUsed', { amount: money(data.byMethod.credit) })}
              </p>
            )}
            {data.deletedOrders.count > 0 && (
              <p className="takings-note" data-figure="deleted-orders">
                {t('takings.deletedOrders', { amount: money(data.deletedOrders.amount), count: data.deletedOrders.count })}
              </p>
            )}
          </section>
          <GatewayTakings gateway={data.gateway} />
          <CashCountForm key={`${data.date}:${data.cash.countedAt ?? ''}`} takings={data} />
          <RiderCash key={data.date} date={data.date} riders={data.riders} />
          <section className="takings-card" aria-labelledby="work-title">
            <h3 id="work-title">{t('takings.orders')}</h3>
            <dl className="takings-figures">
              <div>
                <dt>{t('takings.priced', { count: data.ordersPriced.count })}</dt>
                <dd data-figure="priced">{money(data.ordersPriced.value)}</dd>
              </div>
              <div>
                <dt>{t('takings.delivered')}</dt>
                <dd data-figure="delivered">{data.ordersDelivered.count}</dd>
              </div>
            </dl>
            <h4>{t('takings.byService')}</h4>
            {data.revenueByService.length === 0 ? (
              <p className="takings-note">{t('takings.noneByService')}</p>
            ) : (
              <dl className="takings-figures">
                {data.revenueByService.map((s) => (
                  <div key={s.service}>
                    <dt>{serviceName(s.service, t.language)}</dt>
                    <dd>{money(s.amount)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
