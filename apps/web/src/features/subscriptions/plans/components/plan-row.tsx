import { useState } from 'react';
import type { AdminPlan } from '@laundry/shared/contracts/subscriptions';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useUpdatePlan } from '../api/update-plan';
import en from '../locales/en.json';
import { discountOf, pickupsOf } from './plan-fields';

/** One plan: what it offers and to how many; its discount and pickups edited in place; offered or not. */
export function PlanRow({ plan }: { plan: AdminPlan }) {
  const t = useT('plans', en);
  const update = useUpdatePlan();
  const [editing, setEditing] = useState(false);
  const [pickups, setPickups] = useState(String(plan.pickupsPerPeriod));
  const [discount, setDiscount] = useState(String(plan.discountPercent));
  const idBase = `plan-${plan._id}`;
  const pickupsValue = pickupsOf(pickups);
  const discountValue = discountOf(discount);

  const save = () => {
    if (pickupsValue === null || discountValue === null) return;
    update.mutate({ id: plan._id, body: { pickupsPerPeriod: pickupsValue, discountPercent: discountValue } }, { onSuccess: () => setEditing(false) });
  };

  return (
    <li className={`plan-row${plan.active ? '' : ' plan-row--inactive'}`} data-testid="plan-row" data-plan-id={plan._id}>
      <div className="plan-row__main">
        <span className="plan-row__name">{plan.name}</span>
        <span className="badge">{t(plan.period === 'weekly' ? 'period.weekly' : 'period.monthly')}</span>
        {!plan.active && <span className="badge badge--muted">{t('row.inactive')}</span>}
      </div>
      {editing ? (
        <div className="plan-row__edit">
          <div className="field">
            <label htmlFor={`${idBase}-pickups`}>{t('field.pickups')}</label>
            <input
              id={`${idBase}-pickups`}
              inputMode="numeric"
              value={pickups}
              onChange={(e) => setPickups(e.target.value)}
              aria-invalid={pickupsValue === null ? true : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={`${idBase}-discount`}>{t('field.discount')}</label>
            <input
              id={`${idBase}-discount`}
              inputMode="numeric"
              value={discount}
              onChange={(e) => setDiscount(e.target.value)}
              aria-invalid={discountValue === null ? true : undefined}
            />
          </div>
        </div>
      ) : (
        <p className="plan-row__facts">
          <span>{t('row.pickups', { count: plan.pickupsPerPeriod, period: plan.period })}</span>
          <span className="plan-row__discount">{t('row.discount', { percent: plan.discountPercent })}</span>
          <span>{t('row.subscribers', { count: plan.subscribers })}</span>
        </p>
      )}
      {update.isError && (
        <p className="field-error" role="alert">
          {errorText(update.error, t('row.failed'))}
        </p>
      )}
      <div className="plan-row__actions">
        {editing ? (
          <>
            <button
              type="button"
              className="btn btn-sm"
              disabled={update.isPending || pickupsValue === null || discountValue === null}
              onClick={save}
            >
              {t('row.save')}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={update.isPending}
              onClick={() => {
                setEditing(false);
                setPickups(String(plan.pickupsPerPeriod));
                setDiscount(String(plan.discountPercent));
                update.reset();
              }}
            >
              {t('row.cancel')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(true)}>
              {t('row.edit')}
            </button>
            <button
              type="button"
              className={`btn btn-sm ${plan.active ? 'btn-danger-outline' : 'btn-secondary'}`}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: plan._id, body: { active: !plan.active } })}
            >
              {plan.active ? t('row.deactivate') : t('row.activate')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
