import { useT } from '../../../../i18n/use-t';
import { useAdminPlans } from '../api/fetch-plans';
import en from '../locales/en.json';
import { AddPlanForm } from './add-plan-form';
import { PlanRow } from './plan-row';
import './plans.css';

/** The Settings tab's subscription plans (docs/decisions/0046): list, add, edit, stop offering. */
export function PlansAdmin() {
  const t = useT('plans', en);
  const plans = useAdminPlans();
  return (
    <section className="plans-admin card" aria-labelledby="plans-admin-title">
      <h2 id="plans-admin-title">{t('title')}</h2>
      <p className="field-hint">{t('hint')}</p>
      {plans.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : plans.isError ? (
        <div className="form-error" role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void plans.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : plans.data.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="plans-admin__list">
          {plans.data.map((plan) => (
            <PlanRow key={plan._id} plan={plan} />
          ))}
        </ul>
      )}
      <AddPlanForm />
    </section>
  );
}
