import { Link } from 'react-router';
import type { Claim } from '@laundry/shared/contracts/care';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import { orderOnDashboard } from '../../pieces/shop-floor/lib/links';
import { shortWhen } from '../lib/care-text';
import en from '../locales/en.json';

/** How a claim was settled, in the words the customer also reads; a rewash's order opens on the dashboard. */
export function ClaimOutcome({ claim }: { claim: Claim }) {
  const t = useT('care', en);
  if (claim.outcome === null) return null;
  const amount = formatInr(claim.amount ?? 0, t.language);
  let text;
  switch (claim.outcome) {
    case 'rewash':
      text = claim.rewashOrderNumber
        ? t.rich('outcome.shown.rewash', {
            orderNumber: claim.rewashOrderNumber,
            order: (chunks) => (
              <Link key="order" to={orderOnDashboard(claim.rewashOrderNumber ?? '')} onClick={() => window.scrollTo({ top: 0 })}>
                {chunks}
              </Link>
            ),
          })
        : t('outcome.shown.rewashPending');
      break;
    case 'credit':
      text = t('outcome.shown.credit', { amount });
      break;
    case 'refund':
      text = t('outcome.shown.refund', { amount, method: t(`method.${claim.method ?? 'cash'}`) });
      break;
    case 'rejected':
      text = t('outcome.shown.rejected', { reason: claim.reason });
      break;
  }
  return (
    <div className={`claim-outcome claim-outcome--${claim.outcome}`} role="status" data-testid="claim-outcome">
      <p className="claim-outcome__text">{text}</p>
      {claim.resolvedAt && <p className="claim-outcome__when">{t('outcome.resolvedAt', { time: shortWhen(claim.resolvedAt, t.language) })}</p>}
    </div>
  );
}
