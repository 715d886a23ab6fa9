import { useState } from 'react';
import type { Subscription } from '@laundry/shared/contracts/subscriptions';
import { pickupWindowText } from '../../orders/invoice/pickup-time';
import { serviceName, statusName } from '../../orders/invoice/labels';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { formatIstWeekdayDate } from '../../../lib/ist-format';
import { useSetSubscriptionStatus } from '../api/set-subscription-status';
import { useSkipPickup } from '../api/skip-pickup';
import en from '../locales/en.json';
import { PlanSummary } from './plan-summary';
import { WEEKDAY_KEYS } from './weekdays';

const STATUS_KEY = { active: 'card.status.active', paused: 'card.status.paused', cancelled: 'card.status.cancelled' } as const;

/** One subscription: when it picks up, its next pickups (each can be skipped), pause/resume and cancel. */
export function SubscriptionCard({ sub }: { sub: Subscription }) {
  const t = useT('subscriptions', en);
  const language = t.language;
  const setStatus = useSetSubscriptionStatus();
  const skip = useSkipPickup();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const titleId = `subscription-${sub._id}-title`;
  const busy = setStatus.isPending || skip.isPending;
  const failed = setStatus.error ?? skip.error;
  const weekday = t(WEEKDAY_KEYS[sub.weekday] ?? 'weekday.0');

  return (
    <article className="subscription-card card" aria-labelledby={titleId} data-subscription-id={sub._id}>
      <header className="subscription-card__head">
        <h2 id={titleId}>{sub.plan.name}</h2>
        <span className={`subscription-status subscription-status--${sub.status}`} data-testid="subscription-status">
          {t(STATUS_KEY[sub.status])}
        </span>
      </header>
      <PlanSummary plan={sub.plan} showName={false} />
      <dl className="subscription-card__facts">
        <div>
          <dt className="visually-hidden">{t('form.weekday')}</dt>
          <dd className="subscription-card__when">{t('card.every', { weekday, window: pickupWindowText(sub.pickupTime, language) })}</dd>
        </div>
        <div>
          <dt>{t('card.service')}</dt>
          <dd>{serviceName(sub.service, language)}</dd>
        </div>
        <div>
          <dt>{t('card.address')}</dt>
          <dd className="subscription-card__address">{sub.address}</dd>
        </div>
      </dl>

      {sub.status !== 'cancelled' && (
        <section className="subscription-card__pickups" aria-label={t('card.next')}>
          <h3>{t('card.next')}</h3>
          {sub.status === 'paused' ? (
            <p className="field-hint">{t('card.pausedNote')}</p>
          ) : sub.pickups.length === 0 ? (
            <p className="field-hint">{t('card.noneBooked')}</p>
          ) : (
            <ul className="pickup-list">
              {sub.pickups.map((p) => {
                const date = formatIstWeekdayDate(`${p.date}T12:00:00+05:30`, language);
                const skippable = p.state === 'booked' && (p.orderStatus === 'Pending' || p.orderStatus === null);
                return (
                  <li key={p.date} className="pickup-list__item" data-testid="subscription-pickup" data-date={p.date}>
                    <span className="pickup-list__date">{date}</span>
                    <span className="pickup-list__state">
                      {p.orderNumber && <span className="pickup-list__number">{p.orderNumber}</span>}
                      {p.state === 'skipped' ? t('card.skipped') : p.orderStatus ? statusName(p.orderStatus, language) : ''}
                    </span>
                    {skippable && (
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm"
                        disabled={busy}
                        aria-label={t('card.skipLabel', { date })}
                        onClick={() => skip.mutate({ id: sub._id, date: p.date })}
                      >
                        {t('card.skip')}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}

      {failed && (
        <p className="form-error" role="alert">
          {errorText(failed, t('card.failed'))}
        </p>
      )}

      {sub.status !== 'cancelled' &&
        (confirmCancel ? (
          <div className="subscription-card__confirm" role="group" aria-label={t('card.cancel')}>
            <p>{t('card.cancelQuestion')}</p>
            <div className="subscription-card__actions">
              <button
                type="button"
                className="btn btn-danger btn-sm"
                disabled={busy}
                autoFocus
                onClick={() => setStatus.mutate({ id: sub._id, status: 'cancelled' }, { onSettled: () => setConfirmCancel(false) })}
              >
                {t('card.cancelYes')}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => setConfirmCancel(false)}>
                {t('card.cancelKeep')}
              </button>
            </div>
          </div>
        ) : (
          <div className="subscription-card__actions">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={busy}
              onClick={() => setStatus.mutate({ id: sub._id, status: sub.status === 'active' ? 'paused' : 'active' })}
            >
              {sub.status === 'active' ? t('card.pause') : t('card.resume')}
            </button>
            <button type="button" className="btn btn-danger-outline btn-sm" disabled={busy} onClick={() => setConfirmCancel(true)}>
              {t('card.cancel')}
            </button>
          </div>
        ))}
    </article>
  );
}
