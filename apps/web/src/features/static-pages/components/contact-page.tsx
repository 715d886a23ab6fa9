import { PhoneIcon, PinIcon, WhatsappIcon } from '../../../components/icon';
import { ClockIcon, MailIcon } from '../../../components/page-icons';
import { MapLink } from '../../../components/map-link';
import { PageMeta } from '../../../components/page-meta';
import { mailtoUrl, telUrl, whatsappUrl } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { shopText } from '../shop-text';
import { ContactForm } from './contact-form';
import './static-pages.css';

export function ContactPage() {
  const t = useT('static-pages', en);
  const business = useBusinessProfile();
  const shop = shopText(t, business);
  return (
    <div className="static-page">
      <PageMeta title={t('contact.meta.title', { shop: business.name })} description={t('contact.meta.description', { shop: business.name })} />
      <div className="page-hero">
        <div className="section-inner">
          <span className="eyebrow">{t('contact.eyebrow')}</span>
          <h1>{t('contact.title')}</h1>
          <p className="lead">{t('contact.lead', { hours: shop.hours })}</p>
        </div>
      </div>

      <section className="section contact" aria-label={t('contact.section.label')}>
        <div className="section-inner contact__grid">
          <ul className="contact__cards">
            <li className="contact-card">
              <span className="contact-card__icon">
                <PhoneIcon />
              </span>
              <div>
                <h2>{t('contact.phone')}</h2>
                <a href={telUrl(business.phone)}>{business.phone}</a>
              </div>
            </li>
            {business.email && (
              <li className="contact-card">
                <span className="contact-card__icon">
                  <MailIcon />
                </span>
                <div>
                  <h2>{t('contact.email')}</h2>
                  <a href={mailtoUrl(business.email)}>{business.email}</a>
                </div>
              </li>
            )}
            <li className="contact-card">
              <span className="contact-card__icon">
                <PinIcon />
              </span>
              <div>
                <h2>{t('contact.address')}</h2>
                <address>
                  {shop.addressLines.map((line, i) => (
                    <span key={i}>{line}</span>
                  ))}
                </address>
              </div>
            </li>
            <li className="contact-card">
              <span className="contact-card__icon contact-card__icon--whatsapp">
                <WhatsappIcon />
              </span>
              <div>
                <h2>{t('contact.chat')}</h2>
                <a href={whatsappUrl(business.whatsappDigits, shop.whatsappGreeting)} target="_blank" rel="noopener noreferrer">
                  {t('contact.chat.link')}
                  <span className="visually-hidden">{t('newTab')}</span>
                </a>
              </div>
            </li>
            <li className="contact-card">
              <span className="contact-card__icon">
                <ClockIcon />
              </span>
              <div>
                <h2>{t('contact.hours')}</h2>
                <p>{t('contact.hours.value', { hours: shop.hours })}</p>
              </div>
            </li>
          </ul>
          <ContactForm />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="map-title">
        <div className="section-inner contact__map">
          <div>
            <h2 id="map-title">{t('contact.visit.title')}</h2>
            <p className="lead">{t('contact.visit.text', { address: shop.addressLines.join(', ') })}</p>
          </div>
          <MapLink />
        </div>
      </section>
    </div>
  );
}
