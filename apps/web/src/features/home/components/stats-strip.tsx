import { BUSINESS } from '../../../config/business-profile';
import { useLiveShopSettings } from '../../../lib/live-shop';
import { useT } from '../../../i18n/use-t';
import { STATS } from '../content/stats';
import en from '../locales/en.json';

export function StatsStrip() {
  const t = useT('home', en);
  const name = useLiveShopSettings()?.name || BUSINESS.name;
  return (
    <section className="stats" aria-label={t('stats.label', { shop: name })}>
      <ul className="stats__list">
        {STATS.map((stat) => (
          <li key={stat.label} className="stats__item">
            <strong className="stats__value">{t(stat.value)}</strong>
            <span className="stats__label">{t(stat.label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
