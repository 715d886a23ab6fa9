import { SparkleIcon } from '../../../components/page-icons';
import { useT } from '../../../i18n/use-t';
import { useShopSettings } from '../../../lib/shop-settings';
import { EXPERT_SERVICES } from '../content/expert-services';
import en from '../home-sections/locales/en.json';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './expert-services.css';

export function ExpertServices() {
  const t = useT('home-sections', en);
  // The bulk card advertises bulk and subscription discounts: gone when the shop offers neither (docs/decisions/0083).
  const settings = useShopSettings().data;
  const offersDiscounts = !settings || settings.offersBulk || settings.offersPlans;
  const services = offersDiscounts ? EXPERT_SERVICES : EXPERT_SERVICES.filter((item) => item.title !== 'expert.bulk.title');
  return (
    <section className="section section--tint" aria-labelledby="expert-title">
      <div className="section-inner expert">
        <SectionHead id="expert-title" copy={SECTION_COPY.expert} className="section-head section-head--left expert__intro" />
        <ul className="expert__list">
          {services.map((item) => (
            <li key={item.title} className="expert__item">
              <span className="expert__icon">
                <SparkleIcon />
              </span>
              <div>
                <h3>{t(item.title)}</h3>
                <p>{t(item.desc)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
