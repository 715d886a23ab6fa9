import { Link } from 'react-router';
import type { Order } from '@laundry/shared/contracts/orders';
import { pickupWindowText } from '../invoice/pickup-time';
import { serviceName } from '../invoice/labels';
import { InstallInvitation } from '../../../components/app-install/install-invitation';
import { useT } from '../../../i18n/use-t';
import { formatCalendarDate } from '../../../lib/ist-format';
import en from '../locales/en.json';
import { OrderNumberCopy } from './order-number';
import { ReadyByNote } from './ready-by';

const TICK = '✓';

export function BookingDone({ order, onBookAnother }: { order: Order; onBookAnother: () => void }) {
  const t = useT('orders', en);
  const language = t.language;
  const summary = {
    service: serviceName(order.service, language),
    date: formatCalendarDate(order.pickupDate, language),
    time: pickupWindowText(order.pickupTime, language),
  };
  const number = (
    <span key="number" className="order-number-pair">
      <strong data-testid="new-order-number" className="order-number">
        {order.orderNumber}
      </strong>
      <OrderNumberCopy orderNumber={order.orderNumber} />
    </span>
  );
  const numberLine = t.rich('done.number', { number });
  return (
    <section className="booking-done card" aria-labelledby="booking-done-title">
      <div className="booking-done__tick" aria-hidden="true">
        {TICK}
      </div>
      <h2 id="booking-done-title" tabIndex={-1}>
        {t('done.title')}
      </h2>
      <p className="booking-done__number">{numberLine}</p>
      <ReadyByNote order={order} />
      <p className="field-hint">{order.pickupTime ? t('done.summaryWithTime', summary) : t('done.summary', summary)}</p>
      <div className="booking-actions booking-actions--center">
        <Link className="btn" to="/my-orders">
          {t('done.myOrders')}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={onBookAnother}>
          {t('done.another')}
        </button>
      </div>
      <InstallInvitation />
    </section>
  );
}
