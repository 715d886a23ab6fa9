import { useState } from 'react';
import type { DoneStop } from '@laundry/shared/contracts/rider-day';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstTime } from '../../../lib/ist-format';
import { useRiderDay } from '../api/rider-day';
import en from '../locales/en.json';
import { Sheet } from './sheet';

/**
 * The rider's day-end (docs/decisions/0074): what was collected today, what the shop has
 * confirmed receiving, what is still to hand over, and every stop finished today.
 */
export function DayEnd() {
  const t = useT('rider', en);
  const day = useRiderDay();
  const [handingOver, setHandingOver] = useState(false);
  const money = (rupees: number) => formatInr(rupees, t.language);

  if (day.isPending)
    return (
      <p className="page-loading" role="status">
        {t('dayEnd.loading')}
      </p>
    );
  if (!day.data)
    return (
      <p className="form-error" role="alert">
        {errorText(day.error, t('dayEnd.loadFailed'))}
      </p>
    );
  const data = day.data;
  return (
    <div className="rider-dayend">
      <section className="rider-dayend__money" aria-labelledby="dayend-money">
        <h2 id="dayend-money">{t('dayEnd.money')}</h2>
        <dl className="rider-dayend__figures">
          <div>
            <dt>{t('dayEnd.cash')}</dt>
            <dd data-figure="cash">{money(data.collected.cash)}</dd>
          </div>
          <div>
            <dt>{t('dayEnd.upi')}</dt>
            <dd data-figure="upi">{money(data.collected.upi)}</dd>
          </div>
          <div>
            <dt>{t('dayEnd.handedOver')}</dt>
            <dd data-figure="handed-over">{money(data.handedOver)}</dd>
          </div>
          <div className="rider-dayend__with-you">
            <dt>{t('dayEnd.withYou')}</dt>
            <dd data-figure="with-you">{money(data.withRider)}</dd>
          </div>
        </dl>
        {data.handovers.length > 0 && (
          <ul className="rider-dayend__handovers">
            {data.handovers.map((h) => (
              <li key={h._id}>
                {t('dayEnd.handover', { amount: money(h.amount), time: formatIstTime(h.at, t.language), name: h.receivedByName ?? '—' })}
                {h.note && <span className="rider-dayend__note"> “{h.note}”</span>}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="btn btn-block" disabled={data.withRider <= 0} onClick={() => setHandingOver(true)}>
          {t('dayEnd.handOver')}
        </button>
        {data.withRider <= 0 && <p className="rider-dayend__hint">{t('dayEnd.nothingToHandOver')}</p>}
      </section>

      <section aria-labelledby="dayend-done">
        <h2 id="dayend-done" className="rider-dayend__title">
          {t('dayEnd.done', { count: data.done.length })}
        </h2>
        {data.done.length === 0 ? (
          <p className="rider-page__summary">{t('dayEnd.noneDone')}</p>
        ) : (
          <ol className="rider-done">
            {data.done.map((stop) => (
              <li key={`${stop.orderId}-${stop.kind}`}>
                <DoneCard stop={stop} />
              </li>
            ))}
          </ol>
        )}
      </section>

      {handingOver && (
        <Sheet title={t('handOver.title')} closeLabel={t('sheet.close')} onClose={() => setHandingOver(false)} onSubmit={() => setHandingOver(false)}>
          <p className="rider-handover__amount" data-figure="hand-over">
            {money(data.withRider)}
          </p>
          <p className="rider-sheet__lead">{t('handOver.lead', { amount: money(data.withRider) })}</p>
          <button type="submit" className="btn btn-block rider-sheet__submit">
            {t('handOver.ok')}
          </button>
        </Sheet>
      )}
    </div>
  );
}

function DoneCard({ stop }: { stop: DoneStop }) {
  const t = useT('rider', en);
  return (
    <article className="rider-done__card" aria-label={stop.customerName}>
      <p className="rider-done__head">
        <time dateTime={stop.at}>{formatIstTime(stop.at, t.language)}</time>
        <span className={`badge rider-kind rider-kind--${stop.kind}`}>{t(`stop.kind.${stop.kind}`)}</span>
        <span className="rider-done__number">{stop.orderNumber}</span>
      </p>
      <p className="rider-done__name">{stop.customerName}</p>
      <p className="rider-done__what">
        {stop.pieces !== null && <span>{t('dayEnd.pieces', { count: stop.pieces })}</span>}
        {stop.kind === 'delivery' &&
          (stop.collected.length === 0 ? (
            <span>{t('dayEnd.nothingCollected')}</span>
          ) : (
            stop.collected.map((c) => (
              <span key={c.method} data-figure={`collected-${c.method}`}>
                {t(`dayEnd.collected.${c.method}`, { amount: formatInr(c.amount, t.language) })}
              </span>
            ))
          ))}
      </p>
    </article>
  );
}
