import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import en from '../invoice-editor/locales/en.json';
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
  const t = useT('invoice-editor', en);
  const money = (amount: number) => formatInr(amount, t.language);
  const percent = draft.discountMode === 'percent';
  const setMode = (mode: DiscountMode) => {
    if (mode !== draft.discountMode) onChange({ discountMode: mode, discount: '0' });
  };
  return (
    <div className="pricing-totals">
      <div className="pricing-line">
        <span>{t('totals.subtotal')}</span>
        <output aria-label={t('totals.subtotal')}>{money(subtotal)}</output>
      </div>
      <div className="pricing-line">
        <label htmlFor="invoice-discount">{t('totals.discount')}</label>
        <div className="pricing-input-group">
          <div className="discount-toggle" role="group" aria-label={t('totals.discountType')}>
            <button type="button" aria-pressed={!percent} disabled={disabled} onClick={() => setMode('amount')}>
              <span aria-hidden="true">₹</span>
              <span className="visually-hidden">{t('totals.amountMode')}</span>
            </button>
            <button type="button" aria-pressed={percent} disabled={disabled} onClick={() => setMode('percent')}>
              <span aria-hidden="true">%</span>
              <span className="visually-hidden">{t('totals.percentMode')}</span>
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
          {t('totals.percentNote', { percent: draft.discount, subtotal: money(subtotal), discount: money(discount) })}
        </p>
      )}
      <div className="pricing-line">
        <label htmlFor="invoice-tax">{t('totals.taxRupees')}</label>
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
        <span>{t('totals.total')}</span>
        <output aria-label={t('totals.total')}>{money(total)}</output>
      </div>
    </div>
  );
}
