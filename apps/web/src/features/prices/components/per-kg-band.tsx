import type { Service } from '@laundry/shared/constants';
import { formatInr } from '@laundry/shared/rules/money';
import { useT } from '../../../i18n/use-t';
import messages from '../locales/en.json';
import type { PerKgRate } from '../price-catalogue';

/** The five services in the words of this page's catalogue (the invoice's words, without loading the invoice's module). */
const SERVICE_KEYS: Record<Service, keyof typeof messages> = {
  'Wash and Fold': 'perKg.service.washFold',
  'Wash and Iron': 'perKg.service.washIron',
  Iron: 'perKg.service.iron',
  'Dry Clean': 'perKg.service.dryClean',
  Others: 'perKg.service.others',
};

/**
 * Above the categories: the services the shop prices by the kilo ("Wash and Fold: ₹70 per kg,
 * minimum 3 kg"), from the live list only; the page shows nothing of it while the shop has none.
 */
export function PerKgBand({ rates }: { rates: PerKgRate[] }) {
  const t = useT('prices', messages);
  if (rates.length === 0) return null;
  return (
    <section className="prices__per-kg" aria-labelledby="prices-per-kg-title" data-testid="per-kg-band">
      <h2 id="prices-per-kg-title" className="prices__per-kg-title">
        {t('perKg.title')}
      </h2>
      <ul className="prices__per-kg-list">
        {rates.map(({ service, rate, minKg }) => {
          const values = { service: t(SERVICE_KEYS[service]), rate: formatInr(rate, t.language), min: String(minKg) };
          return <li key={service}>{t(minKg > 0 ? 'perKg.rateMin' : 'perKg.rate', values)}</li>;
        })}
      </ul>
      <p className="prices__per-kg-note">{t('perKg.note')}</p>
    </section>
  );
}
