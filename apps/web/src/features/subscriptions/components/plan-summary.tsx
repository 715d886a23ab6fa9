import type { Plan } from '@laundry/shared/contracts/subscriptions';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';

/** A plan as a customer compares them: name, how often, and the discount. */
export function PlanSummary({
  plan,
  showName = true,
}: {
  plan: Pick<Plan, 'name' | 'period' | 'pickupsPerPeriod' | 'discountPercent'>;
  /** A card whose heading names the plan leaves the name out. */
  showName?: boolean;
}) {
  const t = useT('subscriptions', en);
  return (
    <span className="plan-summary">
      {showName && <span className="plan-summary__name">{plan.name}</span>}
      <span className="plan-summary__period">
        {plan.period === 'weekly' ? t('plan.weekly') : t('plan.monthly', { count: plan.pickupsPerPeriod })}
      </span>
      {plan.discountPercent > 0 && <span className="badge badge--accent">{t('plan.discount', { percent: plan.discountPercent })}</span>}
    </span>
  );
}
