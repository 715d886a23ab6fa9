import { useMemo, useState, type FormEvent } from 'react';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { shopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import { DEFAULT_DAY_WINDOWS, minutesOf } from '@laundry/shared/rules/slots';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useShopSettings } from '../../../../lib/shop-settings';
import { useSaveShopSettings } from '../api/save-shop-settings';
import en from '../locales/en.json';
import { SaveStatus } from './save-status';
import './shop-settings.css';

interface Day {
  open: boolean;
  start: string;
  end: string;
  minutes: string;
}
interface Form {
  days: Day[];
  capacity: string;
  cutoff: string;
}
type Problem = 'time' | 'order' | 'minutes';
interface Problems {
  days: (Problem | undefined)[];
  capacity?: boolean;
  cutoff?: boolean;
}

const formOf = (s: ShopPaymentSettings): Form => ({
  // A closed weekday keeps the spec's hours in its fields, ready for when it opens again.
  days: s.pickupWindows.map((d) => (d ? { open: true, start: d.start, end: d.end, minutes: String(d.minutes) } : closedDay())),
  capacity: String(s.windowCapacity),
  cutoff: String(s.cutoffMinutes),
});

function closedDay(): Day {
  return { open: false, start: DEFAULT_DAY_WINDOWS.start, end: DEFAULT_DAY_WINDOWS.end, minutes: String(DEFAULT_DAY_WINDOWS.minutes) };
}

/** How many windows the day's fields make, as the slot rules cut them (a shorter last one included). */
function windowCount(day: Day): number | null {
  const minutes = Number(day.minutes);
  if (!/^\d\d:\d\d$/.test(day.start) || !/^\d\d:\d\d$/.test(day.end) || !Number.isInteger(minutes) || minutes < 30) return null;
  const span = minutesOf(day.end) - minutesOf(day.start);
  return span > 0 ? Math.ceil(span / minutes) : null;
}

const numberOrNaN = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** Sunday…Saturday in the language shown (4 January 2026 was a Sunday). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(`${language}-IN`, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 0, 4 + i))));
}

/**
 * The pickup windows per weekday, the places per window and the same-day cut-off
 * (docs/decisions/0048): PATCH /admin/shop, checked with the API's schema first.
 */
export function PickupRulesForm() {
  const t = useT('shop-settings', en);
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  // What the admin changed; until then, the saved rules.
  const [edited, setEdited] = useState<Form | null>(null);
  const form = edited ?? (settings.data ? formOf(settings.data) : null);
  const [problems, setProblems] = useState<Problems>({ days: [] });
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const days = useMemo(() => weekdayNames(t.language), [t.language]);

  const heading = <h2 id="pickup-rules-title">{t('rules.title')}</h2>;
  if (!form)
    return (
      <section className="shop-settings card" aria-labelledby="pickup-rules-title">
        {heading}
        <p role={settings.isError ? 'alert' : 'status'}>{settings.isError ? t('failed') : t('loading')}</p>
      </section>
    );

  const changed = (next: Form) => {
    setEdited(next);
    setSaved(false);
  };
  const setDay = (index: number, patch: Partial<Day>) => {
    changed({ ...form, days: form.days.map((d, i) => (i === index ? { ...d, ...patch } : d)) });
    setProblems((p) => ({ ...p, days: p.days.map((x, i) => (i === index ? undefined : x)) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const body = {
      pickupWindows: form.days.map((d) => (d.open ? { start: d.start, end: d.end, minutes: numberOrNaN(d.minutes) } : null)),
      windowCapacity: numberOrNaN(form.capacity),
      cutoffMinutes: numberOrNaN(form.cutoff),
    };
    const parsed = shopSettingsPatchBody.safeParse(body);
    if (!parsed.success) {
      const found: Problems = { days: [] };
      for (const issue of parsed.error.issues) {
        const [field, index, part] = issue.path;
        if (field === 'windowCapacity') found.capacity = true;
        if (field === 'cutoffMinutes') found.cutoff = true;
        if (field === 'pickupWindows' && typeof index === 'number')
          found.days[index] ??= part === 'minutes' ? 'minutes' : part === undefined ? 'order' : 'time';
      }
      setProblems(found);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        setEdited(null);
        setSaved(true);
      },
      onError: (err) => setError(errorText(err, t('saveFailed'))),
    });
  };

  return (
    <section className="shop-settings card" aria-labelledby="pickup-rules-title">
      {heading}
      <p className="field-hint">{t('rules.hint')}</p>
      <form className="shop-settings__form shop-settings__form--wide" onSubmit={submit} noValidate>
        <ul className="pickup-days">
          {form.days.map((day, i) => {
            const name = days[i]!;
            const problem = problems.days[i];
            const count = day.open ? windowCount(day) : null;
            return (
              <li key={i} className={day.open ? 'pickup-day' : 'pickup-day pickup-day--closed'}>
                <fieldset aria-describedby={`pickup-day-${i}-note`}>
                  <legend>
                    <label className="pickup-day__toggle">
                      <input
                        type="checkbox"
                        checked={day.open}
                        onChange={(e) => setDay(i, { open: e.target.checked })}
                        aria-label={t('rules.dayOpen', { day: name })}
                      />
                      <span>{name}</span>
                    </label>
                  </legend>
                  {day.open ? (
                    <div className="pickup-day__times">
                      <div className="field">
                        <label htmlFor={`pickup-${i}-start`}>{t('rules.label.start')}</label>
                        <input
                          id={`pickup-${i}-start`}
                          className="admin-input"
                          type="time"
                          value={day.start}
                          aria-invalid={problem === 'time' || problem === 'order' ? true : undefined}
                          onChange={(e) => setDay(i, { start: e.target.value })}
                        />
                      </div>
                      <div className="field">
                        <label htmlFor={`pickup-${i}-end`}>{t('rules.label.end')}</label>
                        <input
                          id={`pickup-${i}-end`}
                          className="admin-input"
                          type="time"
                          value={day.end}
                          aria-invalid={problem === 'time' || problem === 'order' ? true : undefined}
                          onChange={(e) => setDay(i, { end: e.target.value })}
                        />
                      </div>
                      <div className="field">
                        <label htmlFor={`pickup-${i}-minutes`}>{t('rules.label.minutes')}</label>
                        <input
                          id={`pickup-${i}-minutes`}
                          className="admin-input"
                          inputMode="numeric"
                          maxLength={3}
                          value={day.minutes}
                          aria-invalid={problem === 'minutes' ? true : undefined}
                          onChange={(e) => setDay(i, { minutes: e.target.value.replace(/\D/g, '') })}
                        />
                      </div>
                    </div>
                  ) : null}
                  <p id={`pickup-day-${i}-note`} className={problem ? 'field-error' : 'field-hint pickup-day__note'}>
                    {problem ? t(`rules.problem.${problem}`) : day.open ? (count === null ? '' : t('rules.windows', { count })) : t('rules.closed')}
                  </p>
                </fieldset>
              </li>
            );
          })}
        </ul>
        <div className="shop-settings__pair">
          <div className="field">
            <label htmlFor="pickup-capacity">{t('rules.label.capacity')}</label>
            <input
              id="pickup-capacity"
              className="admin-input"
              inputMode="numeric"
              maxLength={3}
              value={form.capacity}
              aria-invalid={problems.capacity ? true : undefined}
              aria-describedby="pickup-capacity-note"
              onChange={(e) => {
                changed({ ...form, capacity: e.target.value.replace(/\D/g, '') });
                setProblems((p) => ({ ...p, capacity: false }));
              }}
            />
            <p id="pickup-capacity-note" className={problems.capacity ? 'field-error' : 'field-hint'}>
              {problems.capacity ? t('rules.problem.capacity') : t('rules.hint.capacity')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="pickup-cutoff">{t('rules.label.cutoff')}</label>
            <input
              id="pickup-cutoff"
              className="admin-input"
              inputMode="numeric"
              maxLength={4}
              value={form.cutoff}
              aria-invalid={problems.cutoff ? true : undefined}
              aria-describedby="pickup-cutoff-note"
              onChange={(e) => {
                changed({ ...form, cutoff: e.target.value.replace(/\D/g, '') });
                setProblems((p) => ({ ...p, cutoff: false }));
              }}
            />
            <p id="pickup-cutoff-note" className={problems.cutoff ? 'field-error' : 'field-hint'}>
              {problems.cutoff ? t('rules.problem.cutoff') : t('rules.hint.cutoff')}
            </p>
          </div>
        </div>
        <SaveStatus error={error} saved={saved ? t('rules.saved') : null} busy={save.isPending} label={t('save')} busyLabel={t('saving')} />
      </form>
    </section>
  );
}
