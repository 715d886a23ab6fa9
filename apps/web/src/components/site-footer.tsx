import { Link } from 'react-router';
import { BUSINESS, mailtoUrl, telUrl } from '../config/business-profile';
import { useSession } from '../lib/session';
import { BrandMark } from './brand-mark';
import { PhoneIcon, PinIcon, WalletIcon, type IconComponent } from './icon';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, YoutubeIcon } from './page-icons';
import { MapLink } from './map-link';
import './footer.css';

const SOCIAL: { name: string; href: string; Icon: IconComponent }[] = [
  { name: 'Instagram', href: BUSINESS.social.instagram, Icon: InstagramIcon },
  { name: 'Facebook', href: BUSINESS.social.facebook, Icon: FacebookIcon },
  { name: 'YouTube', href: BUSINESS.social.youtube, Icon: YoutubeIcon },
];

// My Orders is the list of orders (/my-orders), not the booking page; a visitor reaches it through sign-in.
const VISITOR_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/my-orders', label: 'My Orders' },
  { to: '/login', label: 'Login' },
  { to: '/signup', label: 'Signup' },
];

// Signed in, Login and Signup mean nothing: the account's own pages take their place.
const ACCOUNT_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/my-orders', label: 'My Orders' },
  { to: '/orders', label: 'Book Order' },
  { to: '/profile', label: 'My Profile' },
];

export function SiteFooter() {
  const { token } = useSession();
  const quickLinks = token ? ACCOUNT_LINKS : VISITOR_LINKS;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-label={BUSINESS.name}>
          <Link to="/" className="site-footer__brand">
            <BrandMark size={44} />
            <span>
              <span className="site-footer__name">{BUSINESS.name}</span>
              <span className="site-footer__tagline">{BUSINESS.tagline}</span>
            </span>
          </Link>
          <p>
            Doorstep laundry, dry cleaning and shoe care for homes, students and offices across Kakinada. Free pickup and delivery, fabric-safe care
            and clothes back in 24 hours.
          </p>
          <p className="site-footer__hours">
            <ClockIcon />
            Open {BUSINESS.hours}
          </p>
          <p className="site-footer__hours">
            <WalletIcon />
            UPI, cards, net banking or cash on delivery
          </p>
        </section>

        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <ul className="site-footer__list">
            <li>
              <PhoneIcon />
              <a href={telUrl(BUSINESS.phone)}>{BUSINESS.phone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={mailtoUrl()}>{BUSINESS.email}</a>
            </li>
            <li>
              <PinIcon />
              <span>{BUSINESS.city}</span>
            </li>
          </ul>
          <ul className="site-footer__social" aria-label="Social media">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${BUSINESS.name} on ${s.name} (opens in a new tab)`}>
                  <s.Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__links" aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__map" aria-label="Find us">
          <MapLink variant="dark" />
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {BUSINESS.name}, {BUSINESS.city}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
