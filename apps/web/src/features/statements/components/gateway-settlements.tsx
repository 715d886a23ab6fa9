import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatCalendarDate, formatIstDate } from '../../../lib/ist-format';
import { useGatewaySettlements } from '../api/fetch-gateway-settlements';
import { usePullGatewaySettlements } from '../api/pull-gateway-settlements';
import en from '../locales/en.json';

/**
 * The gateway's settlements (docs/decisions/0088): what it paid into the bank, its fees and GST
 * apart, which credit of an uploaded statement each is, and what still awaits settlement. Shown
 * once the shop has taken a payment online.
 */
export function GatewaySettlements() {
  const t = useT('statements', en);
  const list = useGatewaySettlements();
  const pull = usePullGatewaySettlements();
  const money = (rupees: number) => formatInr(rupees, t.language);
  const data = list.data;
  if (!data || (data.settlements.length === 0 && data.awaiting.count === 0)) return null;

  return (
    <section className="statement-section settlements" aria-labelledby="settlements-title">
      <h3 id="settlements-title">{t('settlements.title')}</h3>
      <p className="statement-note">{t('settlements.help')}</p>
      <div className="statement-actions">
        <button type="button" className="btn btn-secondary" disabled={pull.isPending} onClick={() => pull.mutate()}>
          {pull.isPending ? t('settlements.fetching') : t('settlements.fetch')}
        </button>
      </div>
      {pull.isSuccess && (
        <p className="statement-summary" role="status">
          {t('settlements.added', { count: pull.data.added })}
        </p>
      )}
      {pull.isError && (
        <p className="statement-error" role="alert">
          {errorText(pull.error, t('settlements.fetchFailed'))}
        </p>
      )}
      <dl className="settlements-totals">
        <div>
          <dt>{t('settlements.gross')}</dt>
          <dd data-figure="gross">{money(data.totals.gross)}</dd>
        </div>
        <div>
          <dt>{t('settlements.fees')}</dt>
          <dd data-figure="fees">{money(data.totals.fees + data.totals.tax)}</dd>
        </div>
        <div>
          <dt>{t('settlements.net')}</dt>
          <dd data-figure="net">{money(data.totals.net)}</dd>
        </div>
        <div>
          <dt>{t('settlements.inBank')}</dt>
          <dd data-figure="in-bank">{money(data.totals.inBank)}</dd>
        </div>
        <div>
          <dt>{t('settlements.awaiting', { count: data.awaiting.count })}</dt>
          <dd data-figure="awaiting">{money(data.awaiting.amount)}</dd>
        </div>
      </dl>
      {data.settlements.length > 0 && (
        <ul className="statement-table settlements-list">
          {data.settlements.map((s) => (
            <li key={s._id} className="statement-row settlement" data-settlement={s._id}>
              <span className="statement-credit">
                <strong>{money(s.net)}</strong>
                <small>{formatIstDate(s.settledAt, t.language)}</small>
              </span>
              <span className="statement-narration">
                {t('settlements.line', { gross: money(s.gross), fees: money(s.fees), tax: money(s.tax), count: s.payments })}
                {s.utr && <small>{t('settlements.utr', { utr: s.utr })}</small>}
              </span>
              <span className={s.inBank ? 'settlement-bank settlement-bank-in' : 'settlement-bank'}>
                {s.inBank ? t('settlements.seenInBank', { date: formatCalendarDate(s.inBank.valueDate, t.language) }) : t('settlements.notInBank')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
