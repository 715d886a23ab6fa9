import { useState } from 'react';
import type { Claim } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import type { Translate } from '../../../../i18n/translate';
import { useT } from '../../../../i18n/use-t';
import { formatIstShortDate, formatIstTime } from '../../../../lib/ist-format';
import { useNow } from '../../../orders/lib/use-now';
import en from '../locales/en.json';
import { ReportProblemForm } from './report-problem';
import { TagCode } from './tag-code';
import './piece-care.css';

/** A claim's answer in the customer's words: still being looked into, or how it was settled. */
function outcomeText(t: Translate<keyof typeof en>, claim: Claim): string {
  const amount = formatInr(claim.amount ?? 0, t.language);
  switch (claim.outcome) {
    case null:
      return t('claim.looking');
    case 'rewash':
      return claim.rewashOrderNumber ? t('claim.outcome.rewash', { orderNumber: claim.rewashOrderNumber }) : t('claim.outcome.rewashPending');
    case 'credit':
      return t('claim.outcome.credit', { amount });
    case 'refund':
      return t('claim.outcome.refund', { amount, method: t(`method.${claim.method ?? 'cash'}`) });
    case 'rejected':
      return t('claim.outcome.rejected', { reason: claim.reason });
  }
}

/**
 * After delivery (docs/decisions/0057): the problems the customer reported with their answers,
 * and, for 48 hours after delivery, "Report a problem with a piece".
 */
export function PieceClaims({ order }: { order: Order }) {
  const t = useT('piece-care', en);
  const now = useNow();
  const [reporting, setReporting] = useState(false);
  const canReport =
    order.status === 'Completed' && order.claimUntil !== null && now.getTime() < Date.parse(order.claimUntil) && order.pieces.length > 0;
  if (order.claims.length === 0 && !canReport) return null;
  const until = order.claimUntil ? `${formatIstShortDate(order.claimUntil, t.language)}, ${formatIstTime(order.claimUntil, t.language)}` : '';
  return (
    <section className="claim-panel" aria-label={t('claims.title')}>
      {order.claims.length > 0 && (
        <>
          <h3 className="piece-care__title">{t('claims.title')}</h3>
          <ul className="claim-panel__list">
            {order.claims.map((claim) => (
              <li key={claim._id} className={`claim-line claim-line--${claim.outcome ?? 'open'}`} data-claim-id={claim._id}>
                <p className="claim-line__what">
                  {t.rich(`claim.line.${claim.kind}`, { item: claim.item || claim.service, tag: <TagCode key="tag" tag={claim.tag} /> })}
                </p>
                <p className="claim-line__outcome" data-testid="claim-outcome">
                  {outcomeText(t, claim)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {canReport &&
        (reporting ? (
          <ReportProblemForm order={order} onDone={() => setReporting(false)} onCancel={() => setReporting(false)} />
        ) : (
          <div className="claim-panel__report">
            <button type="button" className="btn btn-secondary" onClick={() => setReporting(true)}>
              {t('claim.report')}
            </button>
            <p className="field-hint">{t('claim.until', { time: until })}</p>
          </div>
        ))}
    </section>
  );
}
