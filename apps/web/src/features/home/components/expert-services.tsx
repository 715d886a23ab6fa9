import { SparkleIcon } from '../../../components/page-icons';
import { useT } from '../../../i18n/use-t';
import { EXPERT_SERVICES } from '../content/expert-services';
import en from '../home-sections/locales/en.json';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './expert-services.css';

export function ExpertServices() {
  const t = useT('home-sections', en);
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
