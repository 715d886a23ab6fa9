import { useState, type FormEvent } from 'react';
import { PLAN_PERIODS, type PlanPeriod } from '@laundry/shared/constants';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useCreatePlan } from '../api/create-plan';
import en from '../locales/en.json';
import { discountOf, pickupsOf } from './plan-fields';

function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p className="field-error" id={id}>
      {text}
    </p>
  );
}

interface Errors {
  name?: string;
  pickups?: string;
  discount?: string;
}

export function AddPlanForm() {
  const t = useT('plans', en);
  const create = useCreatePlan();
  const [name, setName] = useState('');
  const [period, setPeriod] = useState<PlanPeriod>('weekly');
  const [pickups, setPickups] = useState('1');
  const [discount, setDiscount] = useState('10');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pickupsPerPeriod = pickupsOf(pickups);
    const discountPercent = discountOf(discount);
    const found: Errors = {};
    if (!name.trim()) found.name = t('add.errorName');
    if (pickupsPerPeriod === null) found.pickups = t('add.errorPickups');
    if (discountPercent === null) found.discount = t('add.errorDiscount');
    setErrors(found);
    if (pickupsPerPeriod === null || discountPercent === null || found.name) return;
    create.mutate({ name: name.trim(), period, pickupsPerPeriod, discountPercent }, { onSuccess: () => setName('') });
  };

  return (
    <form className="add-plan" onSubmit={submit} noValidate aria-labelledby="add-plan-title">
      <h3 id="add-plan-title">{t('add.title')}</h3>
      <div className="add-plan__grid">
        <div className="field">
          <label htmlFor="add-plan-name">{t('field.name')}</label>
          <input
            id="add-plan-name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'add-plan-name-error' : undefined}
          />
          <FieldError id="add-plan-name-error" text={errors.name} />
        </div>
        <div className="field">
          <label htmlFor="add-plan-period">{t('field.period')}</label>
          <select id="add-plan-period" value={period} onChange={(e) => setPeriod(e.target.value as PlanPeriod)}>
            {PLAN_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(p === 'weekly' ? 'period.weekly' : 'period.monthly')}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="add-plan-pickups">{t('field.pickups')}</label>
          <input
            id="add-plan-pickups"
            inputMode="numeric"
            value={pickups}
            onChange={(e) => setPickups(e.target.value)}
            aria-invalid={errors.pickups ? true : undefined}
            aria-describedby={errors.pickups ? 'add-plan-pickups-error' : 'add-plan-pickups-hint'}
          />
          {period === 'weekly' && (
            <p className="field-hint" id="add-plan-pickups-hint">
              {t('field.pickupsHint')}
            </p>
          )}
          <FieldError id="add-plan-pickups-error" text={errors.pickups} />
        </div>
        <div className="field">
          <label htmlFor="add-plan-discount">{t('field.discount')}</label>
          <input
            id="add-plan-discount"
            inputMode="numeric"
            value={discount}
            onChange={(e) => setDiscount(e.target.value)}
            aria-invalid={errors.discount ? true : undefined}
            aria-describedby={errors.discount ? 'add-plan-discount-error' : 'add-plan-discount-hint'}
          />
          <p className="field-hint" id="add-plan-discount-hint">
            {t('field.discountHint')}
          </p>
          <FieldError id="add-plan-discount-error" text={errors.discount} />
        </div>
      </div>
      {create.isError && (
        <p className="form-error" role="alert">
          {errorText(create.error, t('add.failed'))}
        </p>
      )}
      <button type="submit" className="btn" disabled={create.isPending}>
        {create.isPending ? t('add.adding') : t('add.submit')}
      </button>
    </form>
  );
}
