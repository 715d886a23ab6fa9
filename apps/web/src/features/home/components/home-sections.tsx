import { Link } from 'react-router';
import { PhoneIcon } from '../../../components/icon';
import { BUSINESS, telUrl } from '../../../config/business-profile';
import { DeliveryComparison } from './delivery-comparison';
import { ExpertServices } from './expert-services';
import { FaqSection } from './faq-section';
import { HowItWorks } from './how-it-works';
import { ReviewsSection } from './reviews-section';
import { ServicesSection } from './services-section';
import { CLOSING_COPY } from '../content/home-copy';
import './home.css';

/** Everything below the hero: its own chunk, so the first screen renders on less JavaScript. */
export function HomeSections() {
  return (
    <>
      <ServicesSection />
      <DeliveryComparison />
      <ExpertServices />
      <HowItWorks />
      <ReviewsSection />
      <FaqSection />
      <section className="section" aria-labelledby="cta-title">
        <div className="section-inner cta-banner">
          <div>
            <h2 id="cta-title">{CLOSING_COPY.title}</h2>
            <p>{CLOSING_COPY.lead}</p>
          </div>
          <div className="cta-banner__actions">
            <Link to="/orders" className="btn btn-accent btn-lg">
              {CLOSING_COPY.action}
            </Link>
            <a href={telUrl(BUSINESS.phone)} className="btn btn-outline-light btn-lg">
              <PhoneIcon /> {BUSINESS.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
