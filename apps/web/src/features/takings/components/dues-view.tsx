import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AgeBucket } from '@laundry/shared/rules/ledger';
import { LANGUAGES, type Language } from '@laundry/shared/constants';
import { formatInr } from '@laundry/shared/rules/money';
import { loadLanguage } from '../../../i18n/catalogue';
import { translatorFor, type Translate } from '../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import { errorText } from '../../../lib/api-client';
import { useDues } from '../api/fetch-dues';
import { useShopSettings } from '../../../lib/shop-settings';
import { reminderLanguage } from '../lib/reminder';
import en from '../locales/en.json';
import { DueCustomerCard } from './due-customer-card';
import './takings.css';

const BUCKETS: { id: AgeBucket; label: keyof typeof en }[] = [
  { id: '0-7', label: 'dues.bucket.week' },
  { id: '8-30', label: 'dues.bucket.month' },
  { id: '30+', label: 'dues.bucket.older' },
];

/**
 * The reminders are written in each customer's language, whatever the screen shows: their
 * catalogues are fetched once (the screen's own is already in).
 */
function useReminderTranslators(languages: readonly Language[], shown: Language): Record<Language, Translate<keyof typeof en>> {
  const wanted = [...new Set(languages)].filter((l) => l !== shown && l !== 'en').sort();
  const loaded = useQuery({
    queryKey: ['i18n', 'catalogues', ...wanted],
    queryFn: async () => {
      await Promise.all(wanted.map((l) => loadLanguage(l)));
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: wanted.length > 0,
  });
  const ready = wanted.length === 0 || loaded.isSuccess;
  return useMemo(
    () =>
      Object.fromEntries(LANGUAGES.map((l) => [l, translatorFor('takings', en, ready || l === shown ? l : shown)])) as Record<
        Language,
        Translate<keyof typeof en>
      >,
    [ready, shown],
  );
}

/** Unpaid (docs/decisions/0046): who owes what and since when, oldest debts easy to pick out. */
export function DuesView() {
  const t = useT('takings', en);
  const dues = useDues();
  const shop = useShopSettings();
  const [bucket, setBucket] = useState<AgeBucket | null>(null);
  const customers = dues.data?.customers ?? [];
  const translators = useReminderTranslators(
    customers.map((c) => reminderLanguage(c, t.language)),
    t.language,
  );
  const money = (rupees: number) => formatInr(rupees, t.language);

  if (dues.isPending)
    return (
      <p className="takings-status" role="status">
        {t('loading')}
      </p>
    );
  if (dues.isError)
    return (
      <p className="takings-error" role="alert">
        {errorText(dues.error, t('dues.loadFailed'))}
      </p>
    );

  const { totals } = dues.data;
  const shown = bucket ? customers.filter((c) => c.orders.some((o) => o.bucket === bucket)) : customers;
  return (
    <section className="dues-view" aria-labelledby="dues-title">
      <h2 id="dues-title" className="takings-title">
        {t('dues.title')}
      </h2>
      <ul className="due-buckets" aria-label={t('dues.buckets')}>
        <li>
          <button type="button" className="due-bucket" aria-pressed={bucket === null} onClick={() => setBucket(null)}>
            <span className="due-bucket-label">{t('dues.bucket.all', { count: customers.length })}</span>
            <span className="due-bucket-value">{money(totals.due)}</span>
          </button>
        </li>
        {BUCKETS.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              className={`due-bucket due-bucket-${b.id === '0-7' ? 'fresh' : b.id === '8-30' ? 'month' : 'old'}`}
              aria-pressed={bucket === b.id}
              onClick={() => setBucket(bucket === b.id ? null : b.id)}
            >
              <span className="due-bucket-label">{t(b.label)}</span>
              <span className="due-bucket-value">{money(totals.byBucket[b.id])}</span>
            </button>
          </li>
        ))}
      </ul>
      {shop.isSuccess && !shop.data.upiId && <p className="takings-note">{t('dues.noUpi')}</p>}
      {shown.length === 0 ? (
        <p className="admin-empty">{customers.length === 0 ? t('dues.none') : t('dues.noneInBucket')}</p>
      ) : (
        <ul className="due-cards">
          {shown.map((c) => (
            <DueCustomerCard
              key={c.userId ?? `phone:${c.phone}`}
              customer={c}
              shop={shop.data}
              reminderT={translators[reminderLanguage(c, t.language)]}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
