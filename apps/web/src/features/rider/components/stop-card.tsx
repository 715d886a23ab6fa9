import { memo, useState } from 'react';
import type { RiderStop } from '@laundry/shared/contracts/rider';
import { formatInr } from '@laundry/shared/rules/money';
import { whatsappNumber } from '@laundry/shared/rules/phone';
import { pickupWindowText } from '../../orders/invoice/pickup-time';
import { serviceName } from '../../orders/invoice/labels';
import { mapsDirectionsUrl, mapsSearchUrl, telUrl, whatsappUrl } from '../../../config/business-profile';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { useT } from '../../../i18n/use-t';
import { deliveryLabel } from '../../orders/invoice/delivery-label';
import { nextStep } from '../lib/queued-stop';
import en from '../locales/en.json';
import { DeliverSheet, type DeliveredDraft } from './deliver-sheet';
import { NotAvailableSheet } from './not-available-sheet';
import { PickupSheet, type PickupDraft } from './pickup-sheet';

export interface StopActions {
  onTheWay: (stop: RiderStop) => void;
  pickup: (stop: RiderStop, draft: PickupDraft) => void;
  outForDelivery: (stop: RiderStop) => void;
  delivered: (stop: RiderStop, draft: DeliveredDraft) => void;
  notAvailable: (stop: RiderStop, reason: string) => void;
}

type Open = 'pickup' | 'deliver' | 'not-available' | null;

function directionsUrl(stop: RiderStop): string {
  return stop.lat !== null && stop.lng !== null ? mapsDirectionsUrl(stop.lat, stop.lng) : mapsSearchUrl(stop.address);
}

/** One stop of the day: who, where, when, what — and the one thing to do next, big enough for a thumb. */
export const StopCard = memo(function StopCard({ stop, waiting, actions }: { stop: RiderStop; waiting: number; actions: StopActions }) {
  const t = useT('rider', en);
  const [open, setOpen] = useState<Open>(null);
  const step = nextStep(stop);
  const done = step === 'done';
  const headingId = `stop-${stop.orderId}`;
  const express = stop.delivery === 'express';
  const windowText = stop.windowStart ? pickupWindowText(stop.window, t.language) : t('stop.timeToAgree');
  const shop = useBusinessProfile().name;
  const whatsappText = t('stop.whatsappText', { name: stop.customerName, shop, orderNumber: stop.orderNumber });

  return (
    <article className={`rider-stop${done ? ' rider-stop--done' : ''}`} aria-labelledby={headingId} data-order-id={stop.orderId}>
      <header className="rider-stop__head">
        <span className="rider-stop__seq" aria-label={t('stop.sequence', { n: stop.sequence })}>
          {stop.sequence}
        </span>
        <span className={`badge rider-kind rider-kind--${stop.kind}`}>{t(`stop.kind.${stop.kind}`)}</span>
        {express && <span className="badge badge--accent">{deliveryLabel(stop.delivery, t.language)}</span>}
        <span className="rider-stop__number">{stop.orderNumber}</span>
      </header>
      <h3 id={headingId} className="rider-stop__name">
        {stop.customerName || stop.phone}
      </h3>
      <p className="rider-stop__address">{stop.address}</p>
      <dl className="rider-stop__facts">
        <div>
          <dt>{t('stop.window')}</dt>
          <dd>{windowText}</dd>
        </div>
        <div>
          <dt>{t('stop.service')}</dt>
          <dd>{serviceName(stop.service, t.language)}</dd>
        </div>
        {stop.kind === 'delivery' && (
          <div>
            <dt>{t('stop.collect')}</dt>
            {/* Money still to take stands out; an order already paid is good news, not a warning. */}
            {stop.amountToCollect > 0 ? (
              <dd className="rider-stop__collect">{formatInr(stop.amountToCollect, t.language)}</dd>
            ) : (
              <dd className="rider-stop__collect rider-stop__collect--paid">{t('stop.paid')}</dd>
            )}
          </div>
        )}
        {stop.notes && (
          <div className="rider-stop__wide">
            <dt>{t('stop.notes')}</dt>
            <dd>{stop.notes}</dd>
          </div>
        )}
      </dl>

      <ul className="rider-stop__state" aria-live="polite">
        {waiting > 0 && <li className="rider-state rider-state--waiting">{t('stop.waiting', { count: waiting })}</li>}
        {stop.onTheWay && !done && <li className="rider-state rider-state--way">{t('stop.onTheWay')}</li>}
        {stop.notAvailable && !done && (
          <li className="rider-state rider-state--away">{t('stop.notAvailable', { reason: stop.notAvailable.reason })}</li>
        )}
        {stop.intake && <li className="rider-state">{t('stop.pickedUp', { count: stop.intake.pieces })}</li>}
        {stop.status === 'Delivering' && <li className="rider-state">{t('stop.outForDelivery')}</li>}
        {stop.status === 'Completed' && <li className="rider-state rider-state--done">{t('stop.delivered')}</li>}
      </ul>

      <div className="rider-stop__links">
        <a
          className="btn btn-secondary btn-sm"
          href={telUrl(stop.phone)}
          aria-label={t('stop.call.label', { name: stop.customerName, phone: stop.phone })}
        >
          {t('stop.call')}
        </a>
        <a
          className="btn btn-whatsapp btn-sm"
          href={whatsappUrl(whatsappNumber(stop.phone), whatsappText)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('stop.whatsapp.label', { name: stop.customerName })}
        >
          {t('stop.whatsapp')}
        </a>
        <a className="btn btn-secondary btn-sm" href={directionsUrl(stop)} target="_blank" rel="noopener noreferrer">
          {t('stop.directions')}
        </a>
      </div>

      {!done && (
        <div className="rider-stop__actions">
          {!stop.onTheWay && (
            <button type="button" className="btn btn-secondary" onClick={() => actions.onTheWay(stop)}>
              {t('action.onTheWay')}
            </button>
          )}
          {step === 'pickup' && (
            <button type="button" className="btn" onClick={() => setOpen('pickup')}>
              {t('action.pickup')}
            </button>
          )}
          {step === 'out-for-delivery' && (
            <button type="button" className="btn" onClick={() => actions.outForDelivery(stop)}>
              {t('action.outForDelivery')}
            </button>
          )}
          {step === 'delivered' && (
            <button type="button" className="btn" onClick={() => setOpen('deliver')}>
              {t('action.delivered')}
            </button>
          )}
          {(step === 'pickup' || step === 'delivered') && (
            <button type="button" className="btn btn-danger-outline" onClick={() => setOpen('not-available')}>
              {t('action.notAvailable')}
            </button>
          )}
        </div>
      )}

      {open === 'pickup' && (
        <PickupSheet
          stop={stop}
          onClose={() => setOpen(null)}
          onDone={(draft) => {
            setOpen(null);
            actions.pickup(stop, draft);
          }}
        />
      )}
      {open === 'deliver' && (
        <DeliverSheet
          stop={stop}
          onClose={() => setOpen(null)}
          onDone={(draft) => {
            setOpen(null);
            actions.delivered(stop, draft);
          }}
        />
      )}
      {open === 'not-available' && (
        <NotAvailableSheet
          stop={stop}
          onClose={() => setOpen(null)}
          onDone={(reason) => {
            setOpen(null);
            actions.notAvailable(stop, reason);
          }}
        />
      )}
    </article>
  );
});
