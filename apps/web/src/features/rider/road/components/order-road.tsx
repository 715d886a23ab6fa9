import { useId } from 'react';
import type { Order } from '@laundry/shared/contracts/orders';
import { IntakeSummary } from '../../../../components/intake/intake-summary';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { formatIstTime } from '../../../../lib/ist-format';
import { useAssignRider } from '../api/assign-rider';
import { useRiders } from '../api/fetch-riders';
import en from '../locales/en.json';
import './order-road.css';

const FINAL: Order['status'][] = ['Completed', 'Cancelled'];

/**
 * The rider choice, as one cell of the card's fields (beside the service): active riders, plus the
 * order's own rider if since switched off. A finished order names who rode it instead.
 */
export function RiderField({ order }: { order: Order }) {
  const t = useT('road', en);
  const id = useId();
  const riders = useRiders();
  const assign = useAssignRider();
  if (FINAL.includes(order.status)) {
    return order.rider ? (
      <div>
        <dt>{t('rider')}</dt>
        <dd>{order.rider.name}</dd>
      </div>
    ) : null;
  }
  const current = order.rider?._id ?? '';
  const options = (riders.data ?? []).filter((r) => r.active || r._id === current);
  const known = options.some((r) => r._id === current);
  return (
    <div className="order-road__rider">
      <dt>
        <label htmlFor={id}>{t('rider')}</label>
      </dt>
      <dd>
        <select
          id={id}
          value={current}
          disabled={assign.isPending || riders.isPending}
          onChange={(e) => assign.mutate({ id: order._id, riderId: e.target.value || null })}
        >
          <option value="">{t('rider.none')}</option>
          {order.rider && !known && <option value={order.rider._id}>{order.rider.name}</option>}
          {options.map((r) => (
            <option key={r._id} value={r._id}>
              {r.active ? r.name : t('rider.off', { name: r.name })}
            </option>
          ))}
        </select>
        {assign.isError && (
          <p className="field-error" role="alert">
            {errorText(assign.error, t('rider.failed'))}
          </p>
        )}
      </dd>
    </div>
  );
}

/**
 * What the shop must still settle for a booking — the area, the time — as small tags under the
 * card's heading, with the delivery type: one short line on a phone (decision 0041).
 */
export function RoadBadges({ order }: { order: Order }) {
  const t = useT('road', en);
  const open = !FINAL.includes(order.status);
  return (
    <>
      {order.areaStatus === 'not-checked' && <span className="badge badge--accent">{t('area.notChecked')}</span>}
      {order.areaStatus === 'outside' && <span className="badge badge--muted">{t('area.outside')}</span>}
      {!order.slot && open && <span className="badge badge--muted">{t('timeToAgree')}</span>}
    </>
  );
}

/**
 * The order on the road, on the admin's card (docs/decisions/0048, Live): each step as the rider
 * takes it — "On my way", "Picked up: N pieces" with the photos, "Not
 * available". Kept to a few short lines so the card stays compact on a phone (decision 0041).
 */
export function OrderRoad({ order }: { order: Order }) {
  const t = useT('road', en);
  const open = !FINAL.includes(order.status);
  const onTheWay = open && order.onTheWayAt;
  const away = open && order.notAvailable;
  // Nothing on the road yet: no empty section taking a card's height.
  if (!onTheWay && !away && !order.intake) return null;
  return (
    <section className="order-road" aria-label={t('section', { orderNumber: order.orderNumber })}>
      {onTheWay && (
        <span className="badge order-road__way" data-testid="road-on-the-way">
          {t('onTheWay', { time: formatIstTime(order.onTheWayAt!, t.language) })}
        </span>
      )}
      {order.notAvailable && open && (
        <p className="order-road__line order-road__away" data-testid="road-not-available">
          {t('notAvailable', { reason: order.notAvailable.reason, time: formatIstTime(order.notAvailable.at, t.language) })}
        </p>
      )}
      {order.intake && (
        <details className="order-road__intake" open={order.status === 'In Progress'}>
          <summary>
            {t('pickedUp', { count: order.intake.pieces })}
            {order.intake.confirmedAt && <span className="order-road__confirmed"> · {t('confirmed')}</span>}
          </summary>
          <IntakeSummary orderId={order._id} intake={order.intake} compact />
        </details>
      )}
    </section>
  );
}
