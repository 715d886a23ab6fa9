import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowIcon } from '../../../components/page-icons';
import { useT } from '../../../i18n/use-t';
import { SERVICE_CARDS } from '../content/services';
import en from '../home-sections/locales/en.json';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './services-section.css';

/** Every card leads to the booking page (the spec's "/order"; see decision 0201). */
const BOOKING_PATH = '/orders';

export function ServicesSection() {
  const t = useT('home-sections', en);
  const hidden = (chunks: ReactNode[]) => (
    <span key="hidden" className="visually-hidden">
      {chunks}
    </span>
  );
  const viewAll = t.rich('services.viewAll', { hidden });
  const bookNow = (service: string) => t.rich('services.bookNow', { service, hidden });
  return (
    <section className="section section--alt" aria-labelledby="services-title">
      <div className="section-inner">
        <div className="services__head">
          <SectionHead id="services-title" copy={SECTION_COPY.services} className="services__intro" />
          <Link to={BOOKING_PATH} className="link-arrow">
            {viewAll}
            <ArrowIcon />
          </Link>
        </div>
        <ul className="services__grid">
          {SERVICE_CARDS.map((service) => (
            <li key={service.title} className="service-card">
              <img src={service.img} alt={t(service.alt)} width="480" height="360" loading="lazy" decoding="async" />
              <div className="service-card__body">
                <h3>{t(service.title)}</h3>
                <p>{t(service.desc)}</p>
                {/* The link stretches over the whole card, so the card itself is the target. */}
                <Link to={BOOKING_PATH} className="service-card__cta">
                  {bookNow(t(service.title))}
                  <ArrowIcon />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
