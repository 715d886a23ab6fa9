import { kgFromCenti } from '@laundry/shared/rules/bill';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import { normalizePhone } from '@laundry/shared/rules/phone';
import { pickupWindowText } from '../invoice/pickup-time';
import { serviceName } from '../invoice/labels';
import { useT } from '../../../i18n/use-t';
import { deliveryLabel } from '../invoice/delivery-label';
import { formatCalendarDate } from '../../../lib/ist-format';
import type { BookingValues } from '../lib/booking-form';
import { expressFactorPct, expressFactorText, useExpressFactor } from '../../../lib/express-factor';
import { fromStartingPrices, itemName, type Estimate, type LineBasis } from '../lib/estimate';
import type { AreaProblem } from '../lib/service-area-check';
import { EXPRESS_INFO } from '../lib/service-info';
import en from '../locales/en.json';
import { OutsideAreaNotice } from './outside-area-notice';

export interface BookingReviewProps {
  values: BookingValues;
  /** The customer's own count, if any, and its estimate. */
  estimate: Estimate;
  submitting: boolean;
  error: string | null;
  /** The server found the address outside the shop's area: told kindly, with a WhatsApp link. */
  area?: AreaProblem | null;
  onEdit: () => void;
  onConfirm: () => void;
}

const NOTHING = '—';

/** Why an item listed is not in the estimate, by how the price list prices it. */
const LEFT_OUT = {
  notOffered: 'review.notInEstimate.notOffered',
  byWeight: 'review.notInEstimate.byWeight',
  atPickup: 'review.notInEstimate.atPickup',
} as const satisfies Record<Exclude<LineBasis, 'priced'>, keyof typeof en>;

export function BookingReview({ values, estimate, submitting, error, area, onEdit, onConfirm }: BookingReviewProps) {
  const t = useT('orders', en);
  const language = t.language;
  const factor = useExpressFactor();
  const service = values.service ? serviceName(values.service, language) : '';
  // The weight given, then each item; an item the estimate leaves out says why.
  const count = [
    ...(estimate.weightCenti !== null ? [t('review.weight', { kg: String(kgFromCenti(estimate.weightCenti)) })] : []),
    ...estimate.lines.map((l) => {
      const item = `${itemName(l, language)} × ${l.qty}`;
      return l.basis === 'priced' ? item : t(LEFT_OUT[l.basis], { item, service });
    }),
  ].join(', ');
  const amount = formatInr(fromPaise(estimate.total), language);
  const express = estimate.bill.some((l) => l.kind === 'express');
  const estimated = express
    ? t('review.withExpress', { amount, line: t('estimate.line.express', { percent: String(expressFactorPct(factor) - 100) }) })
    : amount;
  const rows: [string, string][] = [
    [t('form.service'), values.service ? serviceName(values.service, language) : ''],
    [
      t('form.delivery'),
      values.delivery === 'express'
        ? t('review.express', { info: t(EXPRESS_INFO, { factor: expressFactorText(factor) }) })
        : deliveryLabel(values.delivery, language),
    ],
    [t('form.pickupDate'), formatCalendarDate(values.pickupDate, language)],
    [t('form.pickupTime'), pickupWindowText(values.pickupTime, language)],
    [t('form.pickupAddress'), values.pickupAddress.trim()],
    ...(values.pincode.trim() ? ([[t('form.pincode'), values.pincode.trim()]] as [string, string][]) : []),
    ...(values.lat !== null && values.lng !== null
      ? ([[t('review.location'), `${values.lat.toFixed(5)}, ${values.lng.toFixed(5)}`]] as [string, string][])
      : []),
    [t('form.phone'), normalizePhone(values.phone) ?? values.phone],
    [t('form.notes'), values.notes.trim() || NOTHING],
    ...(count !== ''
      ? ([
          [
            t('review.count'),
            estimate.total <= 0
              ? count
              : t(fromStartingPrices(estimate) ? 'review.countEstimate' : 'review.countEstimateWeight', { count, amount: estimated }),
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <section className="booking-review card" aria-labelledby="booking-review-title">
      <h2 id="booking-review-title" className="booking-form__title" tabIndex={-1}>
        {t('review.title')}
      </h2>
      <p className="field-hint">{t('review.intro')}</p>
      <dl className="review-list">
        {rows.map(([label, value]) => (
          <div key={label} className="review-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="booking-review__note">{t('review.note')}</p>
      {area && <OutsideAreaNotice problem={area} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="booking-actions">
        <button type="button" className="btn btn-secondary" onClick={onEdit} disabled={submitting}>
          {t('review.edit')}
        </button>
        <button type="button" className="btn" onClick={onConfirm} disabled={submitting}>
          {submitting ? t('review.booking') : t('review.confirm')}
        </button>
      </div>
    </section>
  );
}
