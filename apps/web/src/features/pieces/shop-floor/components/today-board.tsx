import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BoardOrder } from '@laundry/shared/contracts/pieces';
import type { Translate } from '../../../../i18n/translate';
import { useT } from '../../../../i18n/use-t';
import { formatCalendarDate, formatIstDateTime, formatIstTime } from '../../../../lib/ist-format';
import { useToday } from '../api/fetch-today';
import { orderOnDashboard } from '../lib/links';
import en from '../locales/en.json';
import { RackChip } from './rack-chip';
import './today-board.css';

type ShopFloorT = Translate<keyof typeof en>;

function BoardColumn({
  id,
  title,
  orders,
  empty,
  when,
}: {
  id: string;
  title: string;
  orders: BoardOrder[];
  empty: string;
  when: (o: BoardOrder) => ReactNode;
}) {
  return (
    <section className={`today-column today-column--${id}`} aria-labelledby={`today-${id}`}>
      <h3 id={`today-${id}`}>
        {title} <span className="today-column__count">{orders.length}</span>
      </h3>
      {orders.length === 0 ? (
        <p className="today-column__empty">{empty}</p>
      ) : (
        <ul className="today-column__list">
          {orders.map((order) => (
            <li key={order._id} className="today-row">
              {/* The board closes and the list holds just this order: from the top, it is in view. */}
              <Link className="today-row__number" to={orderOnDashboard(order.orderNumber)} onClick={() => window.scrollTo({ top: 0 })}>
                {order.orderNumber}
              </Link>
              <span className="today-row__customer">{order.customerName || order.phone}</span>
              <span className="today-row__when">{when(order)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The pickup window as booked, else the start of the window taken, else "time to agree". */
function pickupWindow(t: ShopFloorT, order: BoardOrder): string {
  if (order.pickupTime) return order.pickupTime;
  if (order.slotStart) return formatIstTime(order.slotStart, t.language);
  return t('today.noWindow');
}

function deliveryWhen(t: ShopFloorT, order: BoardOrder): ReactNode {
  const at = order.deliverySlotStart ?? order.readyBy;
  return (
    <>
      {at ? t(order.deliverySlotStart ? 'today.deliverAt' : 'today.readyBy', { time: formatIstDateTime(at, t.language) }) : '—'}
      {order.rack ? <RackChip rack={order.rack} /> : <span className="badge badge--muted">{t('today.noRack')}</span>}
    </>
  );
}

/**
 * The shop's day at a glance (docs/decisions/0056, GET /admin/today): the pickups due, the
 * deliveries due with the rack each waits on, and every late order. An order number opens that
 * order on the dashboard.
 */
export function TodayBoard({ onClose }: { onClose: () => void }) {
  const t = useT('shop-floor', en);
  const board = useToday();
  return (
    <section className="today-board" aria-labelledby="today-board-title" aria-busy={board.isFetching}>
      <div className="today-board__head">
        <h2 id="today-board-title">
          {t('today.title')}
          {board.data && <span className="today-board__date"> · {formatCalendarDate(board.data.date, t.language)}</span>}
        </h2>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
          {t('today.allOrders')}
        </button>
      </div>
      {board.isPending ? (
        <p className="admin-empty" role="status">
          {t('today.loading')}
        </p>
      ) : board.isError ? (
        <div className="form-error" role="alert">
          <p>{t('today.failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void board.refetch()}>
            {t('today.retry')}
          </button>
        </div>
      ) : (
        <div className="today-board__columns">
          <BoardColumn
            id="pickups"
            title={t('today.pickups')}
            orders={board.data.pickups}
            empty={t('today.pickups.none')}
            when={(o) => pickupWindow(t, o)}
          />
          <BoardColumn
            id="deliveries"
            title={t('today.deliveries')}
            orders={board.data.deliveries}
            empty={t('today.deliveries.none')}
            when={(o) => deliveryWhen(t, o)}
          />
          <BoardColumn
            id="late"
            title={t('today.late')}
            orders={board.data.late}
            empty={t('today.late.none')}
            when={(o) => (o.readyBy ? t('today.wasDue', { time: formatIstDateTime(o.readyBy, t.language) }) : '—')}
          />
        </div>
      )}
    </section>
  );
}
