import { Link } from 'react-router';
import { PhoneIcon, PinIcon, WhatsappIcon } from '../../../components/icon';
import { CheckIcon, GiftIcon } from '../../../components/page-icons';
import { BUSINESS, mapsSearchUrl, telUrl, whatsappShareUrl, whatsappUrl } from '../../../config/business-profile';
import { ABOUT_INTRO, ABOUT_VALUES, FAST_DELIVERY, HOW_IT_WORKS, REFERRAL } from '../content/about';
import './static-pages.css';

export function AboutPage() {
  return (
    <div className="static-page">
      <section className="split section" aria-labelledby="about-title">
        <div className="section-inner split__inner">
          <div className="split__text">
            <span className="eyebrow">Since {BUSINESS.founded} · Kakinada</span>
            <h1 id="about-title">{ABOUT_INTRO.title}</h1>
            {ABOUT_INTRO.paragraphs.map((p) => (
              <p key={p} className="lead">
                {p}
              </p>
            ))}
            <ul className="check-list static-page__values">
              {ABOUT_VALUES.map((v) => (
                <li key={v}>
                  <CheckIcon />
                  {v}
                </li>
              ))}
            </ul>
            <div className="static-page__actions">
              <a className="btn btn-lg" href={telUrl(BUSINESS.phone)}>
                <PhoneIcon /> Call {BUSINESS.phone}
              </a>
              <a
                className="btn btn-whatsapp btn-lg"
                href={whatsappUrl(BUSINESS.whatsappDigits, BUSINESS.whatsappGreeting)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <WhatsappIcon /> Chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <a className="btn btn-secondary btn-lg" href={mapsSearchUrl()} target="_blank" rel="noopener noreferrer">
                <PinIcon /> Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
          <img
            className="split__media"
            src="/images/about/shop-front.svg"
            alt={`The ${BUSINESS.name} shop front on Main Road, Suryaraopeta`}
            width="800"
            height="600"
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="split split--reverse section section--alt" aria-labelledby="delivery-title">
        <div className="section-inner split__inner">
          <div className="split__text">
            <span className="eyebrow">Fast delivery</span>
            <h2 id="delivery-title">{FAST_DELIVERY.title}</h2>
            <p className="lead">{FAST_DELIVERY.text}</p>
            <dl className="facts">
              {FAST_DELIVERY.points.map((point) => (
                <div key={point.label} className="facts__item">
                  <dt>{point.label}</dt>
                  <dd>{point.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <img
            className="split__media"
            src="/images/about/fast-delivery.svg"
            alt="A delivery rider on a scooter next to a clock"
            width="800"
            height="600"
            loading="lazy"
            decoding="async"
          />
        </div>
      </section>

      <section className="section" id="how-it-works" aria-labelledby="about-steps-title">
        <div className="section-inner">
          <div className="section-head">
            <span className="eyebrow">How it works</span>
            <h2 id="about-steps-title">From your door and back in four steps</h2>
          </div>
          <ol className="about-steps">
            {HOW_IT_WORKS.map((step, i) => (
              <li key={step.title}>
                <span className="about-steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.desc}</p>
              </li>
            ))}
          </ol>
          <p className="about-steps__cta">
            <Link to="/orders" className="btn btn-accent btn-lg">
              Book a pickup
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="referral-title">
        <div className="section-inner referral-banner">
          <span className="referral-banner__icon">
            <GiftIcon />
          </span>
          <div className="referral-banner__text">
            <h2 id="referral-title">{REFERRAL.title}</h2>
            <p>{REFERRAL.text}</p>
          </div>
          <a className="btn btn-light btn-lg" href={whatsappShareUrl(BUSINESS.referralMessage)} target="_blank" rel="noopener noreferrer">
            <WhatsappIcon /> Refer a friend on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </section>
    </div>
  );
}
