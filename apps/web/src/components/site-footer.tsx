import { Link } from 'react-router';
import { mailtoUrl, telUrl } from '../config/business-profile';
import { useT } from '../i18n/use-t';
import { useSession } from '../lib/session';
import { useShopSettings } from '../lib/shop-settings';
import { useBusinessProfile } from '../lib/use-business-profile';
import { BrandMark } from './brand-mark';
import { PhoneIcon, PinIcon, WalletIcon, type IconComponent } from './icon';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, YoutubeIcon } from './page-icons';
import { MapLink } from './map-link';
import footerEn from './footer/locales/en.json';
import en from './locales/en.json';
import { shopText, type ComponentsKey } from './shop-text';
import './footer.css';

// The shop's own links from its settings (docs/decisions/0083); a network left empty is not shown.
const SOCIAL: { name: string; field: 'instagramUrl' | 'facebookUrl' | 'youtubeUrl'; Icon: IconComponent }[] = [
  { name: 'Instagram', field: 'instagramUrl', Icon: InstagramIcon },
  { name: 'Facebook', field: 'facebookUrl', Icon: FacebookIcon },
  { name: 'YouTube', field: 'youtubeUrl', Icon: YoutubeIcon },
];

// My Orders is the list of orders (/my-orders), not the booking page; a visitor reaches it through sign-in.
const VISITOR_LINKS: { to: string; label: ComponentsKey }[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/my-orders', label: 'nav.myOrders' },
  { to: '/login', label: 'nav.login' },
  { to: '/signup', label: 'nav.signup' },
];

// Signed in, Login and Signup mean nothing: the account's own pages take their place.
const ACCOUNT_LINKS: { to: string; label: ComponentsKey }[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/my-orders', label: 'nav.myOrders' },
  { to: '/orders', label: 'nav.book' },
  { to: '/profile', label: 'nav.profile' },
];

// A rider's account is for the day's stops, not for booking.
const RIDER_LINKS: { to: string; label: ComponentsKey }[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/rider', label: 'nav.rider' },
  { to: '/profile', label: 'nav.profile' },
];

export function SiteFooter() {
  const t = useT('components', en);
  // The footer's own words load with the footer, not with the first screen.
  const f = useT('footer', footerEn);
  const business = useBusinessProfile();
  const shop = shopText(t, business);
  const { token, user } = useSession();
  const quickLinks = !token ? VISITOR_LINKS : user?.role === 'rider' ? RIDER_LINKS : ACCOUNT_LINKS;
  const settings = useShopSettings().data;
  const social = settings ? SOCIAL.map((s) => ({ ...s, href: settings[s.field] })).filter((s) => s.href !== '') : [];
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-label={business.name}>
          <Link to="/" className="site-footer__brand">
            <BrandMark size={44} />
            <span>
              <span className="site-footer__name">{business.name}</span>
              <span className="site-footer__tagline">{shop.tagline}</span>
            </span>
          </Link>
          <p>{f('footer.about')}</p>
          <p className="site-footer__hours">
            <ClockIcon />
            {f('footer.hours', { hours: shop.hours })}
          </p>
          <p className="site-footer__hours">
            <WalletIcon />
            {f('footer.payments')}
          </p>
        </section>

        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{f('footer.contact.title')}</h2>
          <ul className="site-footer__list">
            <li>
              <PhoneIcon />
              <a href={telUrl(business.phone)}>{business.phone}</a>
            </li>
            {business.email && (
              <li>
                <MailIcon />
                <a href={mailtoUrl(business.email)}>{business.email}</a>
              </li>
            )}
            <li>
              <PinIcon />
              <span>{shop.city}</span>
            </li>
          </ul>
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label={f('footer.social.label')}>
              {social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={f('footer.social.link', { shop: business.name, network: s.name })}
                  >
                    <s.Icon />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="site-footer__links" aria-labelledby="footer-links">
          <h2 id="footer-links">{f('footer.links.title')}</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__map" aria-label={f('footer.map.label')}>
          <MapLink variant="dark" />
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>{f('footer.copyright', { year: String(new Date().getFullYear()), shop: business.name, city: shop.city })}</p>
      </div>
    </footer>
  );
}
