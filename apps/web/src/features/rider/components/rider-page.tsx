import { useMemo, useState } from 'react';
import { LastKnownNotice } from '../../../components/app-install/last-known-notice';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatCalendarDate } from '../../../lib/ist-format';
import { useRiderStops, type RiderDay } from '../api/rider-stops';
import { withQueued } from '../lib/queued-stop';
import { actionItem, deliveredItem, pickupItems } from '../lib/queue-items';
import { useOnline } from '../lib/use-online';
import { useRiderQueue } from '../lib/use-rider-queue';
import en from '../locales/en.json';
import { DayEnd } from './day-end';
import { OutboxBar } from './outbox-bar';
import { StopCard, type StopActions } from './stop-card';
import './rider.css';

/** The stops of today or tomorrow, or today's day-end: what was done, collected and handed over. */
type View = RiderDay | 'done';
const VIEWS: View[] = ['today', 'tomorrow', 'done'];

/**
 * The rider's phone (docs/decisions/0048, 0053): the day's stops in route order, each with its
 * next step. Every tap goes through the outbox, so it works the same on a weak network.
 */
export function RiderPage() {
  const t = useT('rider', en);
  const [view, setView] = useState<View>('today');
  const day: RiderDay = view === 'done' ? 'today' : view;
  const stops = useRiderStops(day);
  const queue = useRiderQueue(t('outbox.failedFallback'));
  const online = useOnline();
  const { enqueue } = queue;

  const actions = useMemo<StopActions>(
    () => ({
      onTheWay: (stop) => void enqueue(actionItem(stop, 'on-the-way')),
      pickup: (stop, draft) => void enqueue(...pickupItems(stop, draft)),
      outForDelivery: (stop) => void enqueue(actionItem(stop, 'out-for-delivery')),
      delivered: (stop, draft) => void enqueue(deliveredItem(stop, draft)),
      notAvailable: (stop, reason) => void enqueue(actionItem(stop, 'not-available', { reason })),
    }),
    [enqueue],
  );

  const shown = useMemo(() => withQueued(stops.data?.stops ?? [], queue.items), [stops.data, queue.items]);
  const open = shown.filter(({ stop }) => stop.status !== 'Completed' && stop.status !== 'Cancelled').length;

  return (
    <section className="rider-page" aria-labelledby="rider-title">
      <header className="rider-page__head">
        <h1 id="rider-title">{t('page.title')}</h1>
        {stops.data && <p className="rider-page__date">{formatCalendarDate(stops.data.date, t.language)}</p>}
      </header>

      <div className="rider-days" role="group" aria-label={t('page.dayGroup')}>
        {VIEWS.map((v) => (
          <button key={v} type="button" className="rider-days__button" aria-pressed={view === v} onClick={() => setView(v)}>
            {t(`page.day.${v}`)}
          </button>
        ))}
      </div>

      <OutboxBar count={queue.items.length} online={online} failures={queue.failures} onDismiss={queue.dismiss} />
      {view !== 'done' && <LastKnownNotice path="/rider/stops" />}

      {view === 'done' && <DayEnd />}
      {view !== 'done' && stops.isPending && (
        <p className="page-loading" role="status">
          {t('page.loading')}
        </p>
      )}
      {view !== 'done' && stops.isError && !stops.data && (
        <p className="form-error" role="alert">
          {errorText(stops.error, t('page.loadFailed'))}
        </p>
      )}
      {view !== 'done' && stops.data && (
        <>
          <p className="rider-page__summary" role="status">
            {shown.length === 0 ? t(`page.empty.${day}`) : t('page.summary', { open, count: shown.length })}
          </p>
          <ol className="rider-stops">
            {shown.map(({ stop, waiting }) => (
              <li key={`${stop.orderId}-${stop.kind}`}>
                <StopCard stop={stop} waiting={waiting} actions={actions} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
