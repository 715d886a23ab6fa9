import { Link } from 'react-router';
import { PhoneIcon } from '../../../components/icon';
import { telUrl } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { DeliveryComparison } from './delivery-comparison';
import { ExpertServices } from './expert-services';
import { FaqSection } from './faq-section';
import { HowItWorks } from './how-it-works';
import { ReviewsSection } from './reviews-section';
import { ServicesSection } from './services-section';
import en from '../home-sections/locales/en.json';
import './home.css';

/** Everything below the hero: its own chunk, so the first screen renders on less JavaScript. */
export function HomeSections() {
  const t = useT('home-sections', en);
  const { phone } = useBusinessProfile();
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
            <h2 id="cta-title">{t('closing.title')}</h2>
            <p>{t('closing.lead')}</p>
          </div>
          <div className="cta-banner__actions">
            <Link to="/orders" className="btn btn-accent btn-lg">
              {t('closing.action')}
            </Link>
            <a href={telUrl(phone)} className="btn btn-outline-light btn-lg">
              <PhoneIcon /> {phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
