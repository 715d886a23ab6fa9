import { Link } from 'react-router';
import type { Order } from '@laundry/shared/contracts/orders';
import { useT } from '../../../../i18n/use-t';
import { formatCalendarDate } from '../../../../lib/ist-format';
import { serviceName, statusName } from '../../invoice/labels';
import { pickupWindowText } from '../../invoice/pickup-time';
import en from '../locales/en.json';

interface Props {
  order: Order;
  /** The shop opens the order on the dashboard; the rider finds it among the stops. */
  who: 'shop' | 'rider';
  onAnother: () => void;
}

/** The order just booked, with the way to it. */
export function BookedOrderCard({ order, who, onAnother }: Props) {
  const t = useT('staff-booking', en);
  const language = t.language;
  const when = order.pickupTime
    ? `${formatCalendarDate(order.pickupDate, language)}, ${pickupWindowText(order.pickupTime, language)}`
    : `${formatCalendarDate(order.pickupDate, language)}, ${t('done.counter')}`;
  return (
    <section className="card staff-booking__done" aria-labelledby="staff-booking-done-title">
      <h2 id="staff-booking-done-title" tabIndex={-1}>
        {t('done.title', { orderNumber: order.orderNumber })}
      </h2>
      <dl className="staff-booking__facts">
        <dt>{t('done.customer')}</dt>
        <dd>
          {order.userId.name} · {order.userId.phone}
        </dd>
        <dt>{t('done.status')}</dt>
        <dd>{statusName(order.status, language)}</dd>
        <dt>{t('form.service')}</dt>
        <dd>{serviceName(order.service, language)}</dd>
        <dt>{t('done.pickup')}</dt>
        <dd>{when}</dd>
        <dt>{t('form.address')}</dt>
        <dd>{order.pickupAddress}</dd>
        <dt>{t('form.source')}</dt>
        <dd>{t(`source.${order.source}` as 'source.phone')}</dd>
      </dl>
      <div className="staff-booking__actions">
        {who === 'shop' ? (
          <Link className="btn" to={`/admin?q=${encodeURIComponent(order.orderNumber)}`}>
            {t('done.open')}
          </Link>
        ) : (
          <Link className="btn" to="/rider">
            {t('done.stops')}
          </Link>
        )}
        <button type="button" className="btn btn-secondary" onClick={onAnother}>
          {t('done.another')}
        </button>
      </div>
    </section>
  );
}
