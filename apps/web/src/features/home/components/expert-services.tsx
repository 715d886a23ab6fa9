import { SparkleIcon } from '../../../components/page-icons';
import { EXPERT_SERVICES } from '../content/expert-services';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './expert-services.css';

export function ExpertServices() {
  return (
    <section className="section section--tint" aria-labelledby="expert-title">
      <div className="section-inner expert">
        <SectionHead id="expert-title" copy={SECTION_COPY.expert} className="section-head section-head--left expert__intro" />
        <ul className="expert__list">
          {EXPERT_SERVICES.map((item) => (
            <li key={item.title} className="expert__item">
              <span className="expert__icon">
                <SparkleIcon />
              </span>
              <div>
                <h3>{item.title}</h3>
                <p>{item.desc}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
