import { SERVICES } from '@laundry/shared/constants';
import type { PerKgMap } from '@laundry/shared/contracts/prices';
import { useT } from '../../../../i18n/use-t';
import en from '../locales/en.json';
import { KgRateRow } from './kg-rate-row';

/** The services the shop may price by weight (docs/decisions/0066), Wash and Fold first. */
export function KgRatesEditor({ perKg }: { perKg: PerKgMap }) {
  const t = useT('price-list', en);
  return (
    <section className="pl-block" aria-labelledby="price-kg-title">
      <h3 id="price-kg-title">{t('kg.title')}</h3>
      <p className="field-hint">{t('kg.hint')}</p>
      <ul className="pl-kg-list">
        {SERVICES.map((service) => (
          <KgRateRow key={service} service={service} rate={perKg[service]} />
        ))}
      </ul>
    </section>
  );
}
