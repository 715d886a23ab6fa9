import { TruckIcon } from '../../../components/icon';
import { BoltIcon, CheckIcon } from '../../../components/page-icons';
import { useT } from '../../../i18n/use-t';
import { expressFactorText, useExpressFactor } from '../../../lib/express-factor';
import { EXPRESS, REGULAR, type DeliveryOption } from '../content/delivery-options';
import en from '../home-sections/locales/en.json';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './delivery-comparison.css';

function OptionCard({ option, featured }: { option: DeliveryOption; featured?: boolean }) {
  const t = useT('home-sections', en);
  const factor = expressFactorText(useExpressFactor());
  return (
    <article className={`delivery-card${featured ? ' delivery-card--express' : ''}`} aria-labelledby={`delivery-${option.id}`}>
      <div className="delivery-card__head">
        <span className="delivery-card__icon">{featured ? <BoltIcon /> : <TruckIcon />}</span>
        <div>
          <h3 id={`delivery-${option.id}`}>{t(option.name)}</h3>
          <p className="delivery-card__price">{t(option.price, { factor })}</p>
        </div>
      </div>
      <p>{t(option.summary)}</p>
      <ul className="check-list">
        {option.points.map((point) => (
          <li key={point}>
            <CheckIcon />
            {t(point)}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function DeliveryComparison() {
  return (
    <section className="section" aria-labelledby="delivery-title">
      <div className="section-inner">
        <SectionHead id="delivery-title" copy={SECTION_COPY.delivery} />
        <div className="delivery__grid">
          <OptionCard option={REGULAR} />
          <OptionCard option={EXPRESS} featured />
        </div>
      </div>
    </section>
  );
}
