import { Link } from 'react-router';
import { PhoneIcon, PinIcon, WhatsappIcon } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { CheckIcon, GiftIcon } from '../../../components/page-icons';
import { BUSINESS, telUrl, whatsappShareUrl, whatsappUrl } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session';
import { ABOUT_VALUES, HOW_IT_WORKS } from '../content/about';
import en from '../locales/en.json';
import { expressFactorText, useExpressFactor } from '../../../lib/express-factor';
import { useBusinessProfile } from '../../../lib/use-business-profile';
import { shopText } from '../shop-text';
import './static-pages.css';

export function AboutPage() {
  const t = useT('static-pages', en);
  const business = useBusinessProfile();
  const shop = shopText(t, business);
  const factor = expressFactorText(useExpressFactor());
  const names = { shop: business.name, year: BUSINESS.founded };
  const deliveryPoints = [
    { label: t('about.delivery.standard'), value: shop.turnaround },
    { label: t('about.delivery.windows'), value: shop.pickupWindow },
    { label: t('about.delivery.hours'), value: shop.hours },
    { label: t('about.delivery.express'), value: t('about.delivery.expressValue') },
  ];
  const newTab = <span className="visually-hidden">{t('newTab')}</span>;
  // A signed-in customer shares their own code and link from /refer (the reward needs the code).
  const { user } = useSession();
  return (
    <div className="static-page">
      <PageMeta title={t('about.meta.title', names)} description={t('about.meta.description', names)} />
      <section className="split section" aria-labelledby="about-title">
        <div className="section-inner split__inner">
          <div className="split__text">
            <span className="eyebrow">{t('about.eyebrow', names)}</span>
            <h1 id="about-title">{t('about.title', names)}</h1>
            <p className="lead">{t('about.intro.story', names)}</p>
            <p className="lead">{t('about.intro.care')}</p>
            <ul className="check-list static-page__values">
              {ABOUT_VALUES.map((key) => (
                <li key={key}>
                  <CheckIcon />
                  {t(key)}
                </li>
              ))}
            </ul>
            <div className="static-page__actions">
              <a className="btn btn-lg" href={telUrl(business.phone)}>
                <PhoneIcon /> {t('about.call', { phone: business.phone })}
              </a>
              <a
                className="btn btn-whatsapp btn-lg"
                href={whatsappUrl(business.whatsappDigits, shop.whatsappGreeting)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <WhatsappIcon /> {t('about.whatsapp')}
                {newTab}
              </a>
              <a className="btn btn-secondary btn-lg" href={business.mapUrl} target="_blank" rel="noopener noreferrer">
                <PinIcon /> {t('about.maps')}
                {newTab}
              </a>
            </div>
          </div>
          <img
            className="split__media"
            src="/images/about/shop-front.svg"
            alt={t('about.shopFront.alt', names)}
            width="800"
            height="600"
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="split split--reverse section section--alt" aria-labelledby="delivery-title">
        <div className="section-inner split__inner">
          <div className="split__text">
            <span className="eyebrow">{t('about.delivery.eyebrow')}</span>
            <h2 id="delivery-title">{t('about.delivery.title')}</h2>
            <p className="lead">{t('about.delivery.text', { turnaround: shop.turnaround, factor })}</p>
            <dl className="facts">
              {deliveryPoints.map((point) => (
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
            alt={t('about.delivery.alt')}
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
            <span className="eyebrow">{t('about.steps.eyebrow')}</span>
            <h2 id="about-steps-title">{t('about.steps.title')}</h2>
          </div>
          <ol className="about-steps">
            {HOW_IT_WORKS.map((step, i) => (
              <li key={step.title}>
                <span className="about-steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{t(step.title)}</h3>
                <p>{t(step.desc, { pickupWindow: shop.pickupWindow })}</p>
              </li>
            ))}
          </ol>
          <p className="about-steps__cta">
            <Link to="/orders" className="btn btn-accent btn-lg">
              {t('about.steps.cta')}
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
            <h2 id="referral-title">{t('about.referral.title')}</h2>
            <p>{t('about.referral.text', names)}</p>
          </div>
          {user?.role === 'customer' ? (
            <Link className="btn btn-light btn-lg" to="/refer">
              {t('about.referral.mine')}
            </Link>
          ) : (
            <a className="btn btn-light btn-lg" href={whatsappShareUrl(shop.referralMessage)} target="_blank" rel="noopener noreferrer">
              <WhatsappIcon /> {t('about.referral.share')}
              {newTab}
            </a>
          )}
        </div>
      </section>
    </div>
  );
}
