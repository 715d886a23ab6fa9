import type { Service } from '@laundry/shared/constants';
import { formatInr, fromPaise } from '@laundry/shared/rules/money';
import type { PricedItem } from '@laundry/shared/rules/pricing';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import { expressFactorPct, expressFactorText } from '../../../lib/express-factor';
import { countText, fromStartingPrices, type Estimate, type PerKgPrice } from '../lib/estimate';
import en from '../locales/en.json';
import { describedBy, ErrorText } from './field-bits';

/** The weight field's id: the review's refusal of a weight that is none moves the focus here. */
export const WEIGHT_FIELD_ID = 'booking-weight';

interface WeightFieldProps {
  serviceText: string;
  perKg: PerKgPrice;
  weight: string;
  /** The weight is none (0.1–100 kg, two decimals at most) and the customer has been told so. */
  showError: boolean;
  onWeight: (text: string) => void;
  onLeave: () => void;
}

/**
 * A service priced by the kilo: the customer's approximate weight. Typed as text and checked by
 * the bill's own rule (weightCenti): a weight that is none is refused with a message, never rounded.
 */
export function WeightField({ serviceText, perKg, weight, showError, onWeight, onLeave }: WeightFieldProps) {
  const t = useT('orders', en);
  const rate = formatInr(perKg.rate, t.language);
  const hint =
    perKg.minKg > 0
      ? t('estimate.weight.hintMin', { service: serviceText, rate, min: String(perKg.minKg) })
      : t('estimate.weight.hint', { service: serviceText, rate });
  return (
    <div className="estimate-weight">
      <label htmlFor={WEIGHT_FIELD_ID} className="estimate-weight__label">
        {t('estimate.weight.label')}
      </label>
      <p id={`${WEIGHT_FIELD_ID}-hint`} className="field-hint">
        {hint}
      </p>
      <div className="estimate-weight__box">
        <input
          id={WEIGHT_FIELD_ID}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="estimate-weight__input"
          value={weight}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy(`${WEIGHT_FIELD_ID}-hint`, showError && `${WEIGHT_FIELD_ID}-error`)}
          onChange={(e) => onWeight(e.target.value)}
          onBlur={onLeave}
        />
        <span className="estimate-weight__unit" aria-hidden="true">
          {t('estimate.weight.unit')}
        </span>
      </div>
      <ErrorText id={`${WEIGHT_FIELD_ID}-error`} text={showError ? t('estimate.weight.invalid') : undefined} />
    </div>
  );
}

interface EstimateTotalProps {
  service: Service | '';
  serviceText: string;
  estimate: Estimate;
  expressFactor: number;
}

/** One line of the estimate's breakdown in the language shown: the bill's own lines, named for the customer. */
function lineName(line: PricedItem, t: Translate<keyof typeof en>, estimate: Estimate, factor: number): string {
  if (line.kind === 'express') return t('estimate.line.express', { percent: String(expressFactorPct(factor) - 100) });
  if (line.kind === 'minimum') return t('estimate.line.minimum', { kg: String(estimate.perKg?.minKg ?? 0) });
  return t('estimate.line.weight', { kg: String(line.qty), rate: formatInr(fromPaise(line.rate), t.language) });
}

/**
 * The estimate's total and, when the bill's rules add to the items (a weight, its minimum, the
 * Express line), each line as the bill will show it; then what the estimate leaves out and why.
 */
export function EstimateTotal({ service, serviceText, estimate, expressFactor }: EstimateTotalProps) {
  const t = useT('orders', en);
  const language = t.language;
  const pieces = estimate.bill.filter((l) => l.unit !== 'kg' && !l.kind);
  const breakdown = estimate.bill.some((l) => l.unit === 'kg' || l.kind);
  const rows: [string, number][] = [];
  if (breakdown && pieces.length > 0) rows.push([t('estimate.line.items'), pieces.reduce((sum, l) => sum + l.amount, 0)]);
  for (const line of estimate.bill) if (line.unit === 'kg' || line.kind) rows.push([lineName(line, t, estimate, expressFactor), line.amount]);
  const left = estimate.lines.filter((l) => l.basis === 'notOffered');
  const factor = expressFactorText(expressFactor);
  const byWeight = estimate.perKg !== null;

  const totalText = t.rich(fromStartingPrices(estimate) ? 'estimate.total' : 'estimate.totalWeight', {
    total: formatInr(fromPaise(estimate.total), language),
    b: (chunks) => (
      <strong key="total" data-testid="estimate-total">
        {chunks}
      </strong>
    ),
  });

  return (
    <div className="booking-estimate__total">
      {rows.length > 0 && (
        <dl className="estimate-lines" data-testid="estimate-lines">
          {rows.map(([name, amount]) => (
            <div key={name} className="estimate-lines__row">
              <dt>{name}</dt>
              <dd>{formatInr(fromPaise(amount), language)}</dd>
            </div>
          ))}
        </dl>
      )}
      {(!byWeight || estimate.total > 0) && <p>{totalText}</p>}
      {left.length > 0 && (
        <p className="booking-estimate__left" data-testid="estimate-left">
          {t('estimate.left', { service: serviceText, items: countText(left, language) })}
        </p>
      )}
      <p className="field-hint">
        {service && byWeight ? t('estimate.noteWeight', { factor }) : t('estimate.note', { service: serviceText, factor })}
      </p>
    </div>
  );
}
