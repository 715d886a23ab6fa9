import { useId, useState } from 'react';
import type { OrderItem } from '@laundry/shared/contracts/orders';
import { EXPRESS_WAIVER_MAX } from '@laundry/shared/contracts/orders';
import { expressLineName } from '@laundry/shared/rules/bill';
import { formatInr } from '@laundry/shared/rules/money';
import { lineItemName } from '../../line-names';
import { useT } from '../../../../../i18n/use-t';
import en from '../locales/en.json';
import { serviceName, type PricingDraft } from '../lib/invoice-draft';

/** The shortest reason the API takes for waiving Express. */
const MIN_REASON = 3;

/** Whether the draft waives Express without a reason the API would take. */
export function waiverReasonMissing(draft: Pick<PricingDraft, 'waiveExpress' | 'waiverReason'>): boolean {
  return !!draft.waiveExpress && (draft.waiverReason ?? '').trim().length < MIN_REASON;
}

interface Props {
  /** The lines the bill's rules add (a kilo minimum, the Express surcharge), as the preview has them. */
  lines: OrderItem[];
  /** On an Express order, the surcharge in percent (50 for 1.5×); null when there is none to charge or waive. */
  expressPercent: number | null;
  draft: PricingDraft;
  onChange: (patch: Partial<PricingDraft>) => void;
  disabled: boolean;
  /** A save was refused: a missing reason is named even before the field was left. */
  showErrors: boolean;
}

/**
 * The lines the server writes itself, shown as it will write them (docs/decisions/0066): "Minimum
 * 3 kg" and "Express +50%"; and on an Express order the shop's choice to waive the surcharge, with
 * its reason.
 */
export function BillRuleLines({ lines, expressPercent, draft, onChange, disabled, showErrors }: Props) {
  const t = useT('invoice-editor', en);
  const ids = { reason: useId(), error: useId() };
  const [left, setLeft] = useState(false);
  if (lines.length === 0 && expressPercent === null) return null;
  const waived = !!draft.waiveExpress;
  const wrong = waiverReasonMissing(draft) && (showErrors || left);
  const expressName =
    expressPercent === null ? '' : lineItemName({ item: expressLineName(100 + expressPercent), kind: 'express', qty: 1 }, t.language);
  return (
    <div className="bill-rules">
      {lines.length > 0 && (
        <ul className="bill-rule-lines" aria-label={t('rules.label')}>
          {lines.map((line) => (
            <li key={`${line.kind ?? ''}-${line.service}`} data-kind={line.kind}>
              {t('rules.line', {
                name: lineItemName(line, t.language),
                service: serviceName(line.service),
                amount: formatInr(line.amount, t.language),
              })}
            </li>
          ))}
        </ul>
      )}
      {expressPercent !== null && (
        <div className="express-waiver">
          <label className="express-waiver-toggle">
            <input
              type="checkbox"
              checked={waived}
              disabled={disabled}
              onChange={(e) => onChange({ waiveExpress: e.target.checked, waiverReason: draft.waiverReason ?? '' })}
            />
            <span>{t('express.waive')}</span>
          </label>
          {waived && (
            <>
              <p className="pricing-note">{t('express.waived', { name: expressName })}</p>
              <label htmlFor={ids.reason}>{t('express.reason')}</label>
              <input
                id={ids.reason}
                className="admin-input"
                value={draft.waiverReason ?? ''}
                maxLength={EXPRESS_WAIVER_MAX}
                placeholder={t('express.reasonHint')}
                disabled={disabled}
                aria-invalid={wrong}
                aria-describedby={wrong ? ids.error : undefined}
                onChange={(e) => onChange({ waiverReason: e.target.value })}
                onBlur={() => setLeft(true)}
              />
              {wrong && (
                <p className="form-error" id={ids.error}>
                  {t('express.reasonInvalid')}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
