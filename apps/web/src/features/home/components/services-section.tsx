import { Link } from 'react-router';
import { ArrowIcon } from '../../../components/page-icons';
import { SERVICE_CARDS } from '../content/services';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './services-section.css';

/** Every card leads to the booking page (the spec's "/order"; see decision 0201). */
const BOOKING_PATH = '/orders';

export function ServicesSection() {
  return (
    <section className="section section--alt" aria-labelledby="services-title">
      <div className="section-inner">
        <div className="services__head">
          <SectionHead id="services-title" copy={SECTION_COPY.services} className="services__intro" />
          <Link to={BOOKING_PATH} className="link-arrow">
            View all <span className="visually-hidden">services and book</span>
            <ArrowIcon />
          </Link>
        </div>
        <ul className="services__grid">
          {SERVICE_CARDS.map((service) => (
            <li key={service.title} className="service-card">
              <img src={service.img} alt={service.alt} width="480" height="360" loading="lazy" decoding="async" />
              <div className="service-card__body">
                <h3>{service.title}</h3>
                <p>{service.desc}</p>
                {/* The link stretches over the whole card, so the card itself is the target. */}
                <Link to={BOOKING_PATH} className="service-card__cta">
                  Book now<span className="visually-hidden">: {service.title}</span>
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
