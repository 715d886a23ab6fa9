import { TruckIcon } from '../../../components/icon';
import { BoltIcon, CheckIcon } from '../../../components/page-icons';
import { EXPRESS, REGULAR, type DeliveryOption } from '../content/delivery-options';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './delivery-comparison.css';

function OptionCard({ option, featured }: { option: DeliveryOption; featured?: boolean }) {
  return (
    <article className={`delivery-card${featured ? ' delivery-card--express' : ''}`} aria-labelledby={`delivery-${option.name}`}>
      <div className="delivery-card__head">
        <span className="delivery-card__icon">{featured ? <BoltIcon /> : <TruckIcon />}</span>
        <div>
          <h3 id={`delivery-${option.name}`}>{option.name}</h3>
          <p className="delivery-card__price">{option.price}</p>
        </div>
      </div>
      <p>{option.summary}</p>
      <ul className="check-list">
        {option.points.map((point) => (
          <li key={point}>
            <CheckIcon />
            {point}
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
