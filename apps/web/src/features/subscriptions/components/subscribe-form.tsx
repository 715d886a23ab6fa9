import { useState, type FormEvent } from 'react';
import { SERVICES, type Service } from '@laundry/shared/constants';
import { createSubscriptionBody, type Plan } from '@laundry/shared/contracts/subscriptions';
import { subscriptionPickupWindows } from '@laundry/shared/rules/subscription-dates';
import { pickupWindowText } from '../../orders/invoice/pickup-time';
import { serviceName } from '../../orders/invoice/labels';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { fieldIssues } from '../../../lib/form-issues';
import { useSession } from '../../../lib/session';
import { useSubscribe } from '../api/subscribe';
import en from '../locales/en.json';
import { PlanSummary } from './plan-summary';
import { readService } from '../lib/read-service';
import { WEEKDAY_KEYS } from './weekdays';

const WINDOWS = subscriptionPickupWindows();
/** The fields with a box on this form, checked by the server's schema; their words are the catalogue's. */
const RULES = { planId: 'form.errorPlan', address: 'form.errorAddress', phone: 'form.errorPhone' } as const;

interface Errors {
  plan?: string;
  address?: string;
  phone?: string;
}

/** Choose a plan, a weekday, a window, a service, the address and phone → Subscribe. */
export function SubscribeForm({ plans, another, onDone }: { plans: Plan[]; another: boolean; onDone: () => void }) {
  const t = useT('subscriptions', en);
  const language = t.language;
  const { user } = useSession();
  const subscribe = useSubscribe();
  const [planId, setPlanId] = useState(plans.length === 1 ? plans[0]!._id : '');
  const [weekday, setWeekday] = useState(6);
  const [pickupTime, setPickupTime] = useState(WINDOWS[1] ?? WINDOWS[0]!);
  const [service, setService] = useState<Service>('Wash and Iron');
  const [address, setAddress] = useState('');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issues = fieldIssues(createSubscriptionBody, { planId, weekday, pickupTime, service, address, phone }, RULES);
    const found: Errors = {};
    // A plan id the list no longer holds passes the schema but is no choice on this screen.
    if (issues.planId || !plans.some((p) => p._id === planId)) found.plan = t('form.errorPlan');
    if (issues.address) found.address = t(issues.address);
    if (issues.phone) found.phone = t(issues.phone);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    subscribe.mutate(
      { planId, weekday, pickupTime, service, address: address.trim(), phone },
      {
        onSuccess: () => {
          setAddress('');
          onDone();
        },
      },
    );
  };

  return (
    <form className="subscribe-form card" onSubmit={submit} noValidate aria-labelledby="subscribe-form-title">
      <h2 id="subscribe-form-title">{another ? t('form.titleAnother') : t('form.title')}</h2>
      <fieldset className="subscribe-form__plans" aria-describedby={errors.plan ? 'subscribe-plan-error' : undefined}>
        <legend>{t('form.plan')}</legend>
        {plans.map((plan) => (
          <label key={plan._id} className={`plan-choice${planId === plan._id ? ' plan-choice--on' : ''}`}>
            <input type="radio" name="plan" value={plan._id} checked={planId === plan._id} onChange={() => setPlanId(plan._id)} />
            <PlanSummary plan={plan} />
          </label>
        ))}
        {errors.plan && (
          <p className="field-error" id="subscribe-plan-error">
            {errors.plan}
          </p>
        )}
      </fieldset>

      <div className="subscribe-form__row">
        <div className="field">
          <label htmlFor="subscribe-weekday">{t('form.weekday')}</label>
          <select id="subscribe-weekday" value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
            {WEEKDAY_KEYS.map((key, day) => (
              <option key={key} value={day}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="subscribe-window">{t('form.window')}</label>
          <select id="subscribe-window" value={pickupTime} onChange={(e) => setPickupTime(e.target.value)}>
            {WINDOWS.map((w) => (
              <option key={w} value={w}>
                {pickupWindowText(w, language)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="subscribe-service">{t('form.service')}</label>
          <select id="subscribe-service" value={service} onChange={(e) => setService((current) => readService(e.target.value, current))}>
            {SERVICES.map((s) => (
              <option key={s} value={s}>
                {serviceName(s, language)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="field">
        <label htmlFor="subscribe-address">{t('form.address')}</label>
        <textarea
          id="subscribe-address"
          rows={3}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? 'subscribe-address-error' : undefined}
          autoComplete="street-address"
        />
        {errors.address && (
          <p className="field-error" id="subscribe-address-error">
            {errors.address}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="subscribe-phone">{t('form.phone')}</label>
        <input
          id="subscribe-phone"
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? 'subscribe-phone-error' : undefined}
          autoComplete="tel"
        />
        {errors.phone && (
          <p className="field-error" id="subscribe-phone-error">
            {errors.phone}
          </p>
        )}
      </div>

      {subscribe.isError && (
        <p className="form-error" role="alert">
          {errorText(subscribe.error, t('form.failed'))}
        </p>
      )}
      <button type="submit" className="btn btn-lg subscribe-form__submit" disabled={subscribe.isPending}>
        {subscribe.isPending ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
