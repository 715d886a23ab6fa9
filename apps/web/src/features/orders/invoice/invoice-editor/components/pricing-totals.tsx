import { isValidGstin } from '@laundry/shared/rules/gstin';
import { formatInr } from '@laundry/shared/rules/money';
import { discountLineName } from '../../labels';
import { roundOffText } from '../../line-names';
import { useT } from '../../../../../i18n/use-t';
import en from '../locales/en.json';
import { cleanMoneyText, type DiscountMode, type DraftFigures, type PricingDraft } from '../lib/invoice-draft';

interface Props {
  draft: PricingDraft;
  figures: DraftFigures;
  onChange: (patch: Partial<PricingDraft>) => void;
  disabled: boolean;
  /** False until the shop's settings are here: whether GST replaces the typed tax is not known yet. */
  settingsKnown?: boolean;
}

/**
 * Discount (₹ or %), the discount lines the shop's settings add (plan, bulk, referral), Tax (₹)
 * or, when the shop charges GST, the GST worked out (docs/decisions/0047) and the round-off to
 * the rupee (0066), the customer's GSTIN, and the Total the save will send.
 */
export function PricingTotals({ draft, figures, onChange, disabled, settingsKnown = true }: Props) {
  const t = useT('invoice-editor', en);
  const money = (amount: number) => formatInr(amount, t.language);
  const percent = draft.discountMode === 'percent';
  const manual = figures.discounts.find((d) => d.kind === 'manual')?.amount ?? 0;
  const added = figures.discounts.filter((d) => d.kind !== 'manual');
  const gst = figures.gst;
  const gstin = (draft.gstin ?? '').trim().toUpperCase();
  const gstinWrong = gstin !== '' && !isValidGstin(gstin);
  const setMode = (mode: DiscountMode) => {
    if (mode !== draft.discountMode) onChange({ discountMode: mode, discount: '0' });
  };
  return (
    <div className="pricing-totals">
      <div className="pricing-line">
        <span>{t('totals.subtotal')}</span>
        <output aria-label={t('totals.subtotal')}>{money(figures.subtotal)}</output>
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
          {t('totals.percentNote', { percent: draft.discount, subtotal: money(figures.subtotal), discount: money(manual) })}
        </p>
      )}
      {added.map((line) => (
        <div key={line.kind} className="pricing-line pricing-line--sub" data-discount={line.kind}>
          <span>{discountLineName(line, t.language)}</span>
          <output>{`− ${money(line.amount)}`}</output>
        </div>
      ))}
      {added.length > 0 && <p className="pricing-note">{t('totals.stackNote')}</p>}
      {gst ? (
        <>
          <div className="pricing-line pricing-line--sub">
            <span>{t('totals.taxable')}</span>
            <output>{money(gst.taxable)}</output>
          </div>
          {gst.igst > 0 ? (
            <div className="pricing-line pricing-line--sub">
              <span>{t('totals.igst')}</span>
              <output aria-label={t('totals.igst')}>{money(gst.igst)}</output>
            </div>
          ) : (
            <>
              <div className="pricing-line pricing-line--sub">
                <span>{t('totals.cgst')}</span>
                <output aria-label={t('totals.cgst')}>{money(gst.cgst)}</output>
              </div>
              <div className="pricing-line pricing-line--sub">
                <span>{t('totals.sgst')}</span>
                <output aria-label={t('totals.sgst')}>{money(gst.sgst)}</output>
              </div>
            </>
          )}
        </>
      ) : null}
      {gst ? (
        // With GST the tax is worked out and a typed one is ignored: no field, one line saying why.
        <p className="pricing-note" id="invoice-tax-gst">
          {t('totals.gstOn')}
        </p>
      ) : (
        <>
          <div className="pricing-line">
            <label htmlFor="invoice-tax">{t('totals.taxRupees')}</label>
            {/* Locked, saying why, until the shop's settings tell whether GST replaces it. */}
            <input
              id="invoice-tax"
              className="admin-input num-input"
              inputMode="decimal"
              value={draft.tax}
              disabled={disabled || !settingsKnown}
              aria-describedby={settingsKnown ? undefined : 'invoice-tax-locked'}
              onChange={(e) => onChange({ tax: cleanMoneyText(e.target.value) })}
              onFocus={(e) => e.target.select()}
            />
          </div>
          {!settingsKnown && (
            <p className="pricing-note" id="invoice-tax-locked">
              {t('totals.taxLocked')}
            </p>
          )}
        </>
      )}
      <div className="pricing-line">
        <label htmlFor="invoice-gstin">{t('totals.gstin')}</label>
        <input
          id="invoice-gstin"
          className="admin-input pricing-gstin"
          value={draft.gstin ?? ''}
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('totals.gstinPlaceholder')}
          disabled={disabled}
          aria-invalid={gstinWrong}
          aria-describedby="invoice-gstin-note"
          onChange={(e) => onChange({ gstin: e.target.value.toUpperCase().replace(/[^0-9A-Z]/g, '') })}
        />
      </div>
      <p className={gstinWrong ? 'pricing-note form-error' : 'pricing-note'} id="invoice-gstin-note">
        {gstinWrong ? t('validation.gstin') : t('totals.gstinNote')}
      </p>
      {gst && (
        // A tax invoice ends in whole rupees; CGST, SGST and IGST stay exact (docs/decisions/0066).
        <div className="pricing-line pricing-line--sub" data-line="round-off">
          <span>{t('totals.roundOff')}</span>
          <output aria-label={t('totals.roundOff')}>{roundOffText(figures.roundOff, t.language)}</output>
        </div>
      )}
      <div className="pricing-line pricing-total">
        <span>{t('totals.total')}</span>
        <output aria-label={t('totals.total')}>{money(figures.total)}</output>
      </div>
    </div>
  );
}
