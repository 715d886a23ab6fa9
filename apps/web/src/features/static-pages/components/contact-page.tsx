import { PhoneIcon, PinIcon, WhatsappIcon } from '../../../components/icon';
import { ClockIcon, MailIcon } from '../../../components/page-icons';
import { MapLink } from '../../../components/map-link';
import { BUSINESS, mailtoUrl, telUrl, whatsappUrl } from '../../../config/business-profile';
import { ContactForm } from './contact-form';
import './static-pages.css';

export function ContactPage() {
  return (
    <div className="static-page">
      <div className="page-hero">
        <div className="section-inner">
          <span className="eyebrow">We reply within a few hours</span>
          <h1>Contact us</h1>
          <p className="lead">Questions about an order, a price or a stubborn stain? Call, chat or write to us: we are open {BUSINESS.hours}.</p>
        </div>
      </div>

      <section className="section contact" aria-label="Contact details and message form">
        <div className="section-inner contact__grid">
          <ul className="contact__cards">
            <li className="contact-card">
              <span className="contact-card__icon">
                <PhoneIcon />
              </span>
              <div>
                <h2>Phone</h2>
                <a href={telUrl(BUSINESS.phone)}>{BUSINESS.phone}</a>
              </div>
            </li>
            <li className="contact-card">
              <span className="contact-card__icon">
                <MailIcon />
              </span>
              <div>
                <h2>E-mail</h2>
                <a href={mailtoUrl()}>{BUSINESS.email}</a>
              </div>
            </li>
            <li className="contact-card">
              <span className="contact-card__icon">
                <PinIcon />
              </span>
              <div>
                <h2>Office address</h2>
                <address>
                  {BUSINESS.addressLines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </div>
            </li>
            <li className="contact-card">
              <span className="contact-card__icon contact-card__icon--whatsapp">
                <WhatsappIcon />
              </span>
              <div>
                <h2>Chat</h2>
                <a href={whatsappUrl(BUSINESS.whatsappDigits, BUSINESS.whatsappGreeting)} target="_blank" rel="noopener noreferrer">
                  Chat with us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </div>
            </li>
            <li className="contact-card">
              <span className="contact-card__icon">
                <ClockIcon />
              </span>
              <div>
                <h2>Hours</h2>
                <p>Open {BUSINESS.hours}</p>
              </div>
            </li>
          </ul>
          <ContactForm />
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="map-title">
        <div className="section-inner contact__map">
          <div>
            <h2 id="map-title">Visit our shop</h2>
            <p className="lead">{BUSINESS.addressLines.join(', ')}. Drop off and collect in person, or let our riders come to you.</p>
          </div>
          <MapLink />
        </div>
      </section>
    </div>
  );
}
