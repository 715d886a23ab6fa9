import { formatInr } from '@laundry/shared/rules/money';
import { cleanMoneyText, type DiscountMode, type PricingDraft } from '../lib/invoice-draft';

interface Props {
  draft: PricingDraft;
  subtotal: number;
  discount: number;
  total: number;
  onChange: (patch: Partial<PricingDraft>) => void;
  disabled: boolean;
}

/** Discount (₹ or %), Tax (₹) and the Total the save will send. */
export function PricingTotals({ draft, subtotal, discount, total, onChange, disabled }: Props) {
  const percent = draft.discountMode === 'percent';
  const setMode = (mode: DiscountMode) => {
    if (mode !== draft.discountMode) onChange({ discountMode: mode, discount: '0' });
  };
  return (
    <div className="pricing-totals">
      <div className="pricing-line">
        <span>Subtotal</span>
        <output aria-label="Subtotal">{formatInr(subtotal)}</output>
      </div>
      <div className="pricing-line">
        <label htmlFor="invoice-discount">Discount</label>
        <div className="pricing-input-group">
          <div className="discount-toggle" role="group" aria-label="Discount type">
            <button type="button" aria-pressed={!percent} disabled={disabled} onClick={() => setMode('amount')}>
              <span aria-hidden="true">₹</span>
              <span className="visually-hidden">Amount in rupees</span>
            </button>
            <button type="button" aria-pressed={percent} disabled={disabled} onClick={() => setMode('percent')}>
              <span aria-hidden="true">%</span>
              <span className="visually-hidden">Percent of subtotal</span>
            </button>
          </div>
          <input
            id="invoice-discount"
            className="admin-input num-input"
            inputMode="decimal"
            value={draft.discount}
            disabled={disabled}
            aria-describedby={percent ? 'invoice-discount-amount' : undefined}
            onChange={(e) => onChange({ discount: cleanMoneyText(e.target.value, percent ? 100 : undefined) })}
            onFocus={(e) => e.target.select()}
          />
        </div>
      </div>
      {percent && (
        <p className="pricing-note" id="invoice-discount-amount">
          {draft.discount}% of {formatInr(subtotal)} = {formatInr(discount)} (rounded to whole rupees)
        </p>
      )}
      <div className="pricing-line">
        <label htmlFor="invoice-tax">Tax (₹)</label>
        <input
          id="invoice-tax"
          className="admin-input num-input"
          inputMode="decimal"
          value={draft.tax}
          disabled={disabled}
          onChange={(e) => onChange({ tax: cleanMoneyText(e.target.value) })}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <div className="pricing-line pricing-total">
        <span>Total</span>
        <output aria-label="Total">{formatInr(total)}</output>
      </div>
    </div>
  );
}
