import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { LanguageSwitcher } from './language-switcher';
import { Link, NavLink } from 'react-router';
import { telUrl } from '../config/business-profile';
import { useT } from '../i18n/use-t';
import { useBusinessProfile } from '../lib/use-business-profile';
import { PhoneIcon } from './icon';
import { CloseIcon } from './page-icons';
import { bookPathFor, type NavLinkItem } from './nav-links';
import { useSession } from '../lib/session';
import en from './locales/en.json';

interface MobileMenuProps {
  links: NavLinkItem[];
  signedIn: boolean;
  onClose: () => void;
  onLogout: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The small-screen menu: a modal panel over a backdrop. While open the page does not scroll,
 * Tab stays inside, Escape and the backdrop close it.
 */
export function MobileMenu({ links, signedIn, onClose, onLogout }: MobileMenuProps) {
  const session = useSession();
  const t = useT('components', en);
  const business = useBusinessProfile();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const call = t.rich('menu.call', { phone: business.phone, strong: (chunks) => <strong key="phone">{chunks}</strong> });

  // Portalled to <body>: the header's backdrop-filter would otherwise trap this fixed layer inside it.
  return createPortal(
    <div className="mobile-menu">
      <div className="mobile-menu__backdrop" aria-hidden="true" onClick={onClose} />
      {/* A link to the page already shown changes no route, so any link click closes the menu. */}
      <div
        ref={panelRef}
        id="mobile-menu"
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('menu.label')}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className="mobile-menu__head">
          <span className="mobile-menu__title">{business.name}</span>
          <button ref={closeRef} type="button" className="mobile-menu__close" aria-label={t('menu.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <ul className="mobile-menu__links">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className="mobile-menu__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mobile-menu__actions">
          <Link to={bookPathFor(session)} className="btn btn-accent btn-block">
            {t('nav.book')}
          </Link>
          {signedIn ? (
            <button type="button" className="btn btn-secondary btn-block" onClick={onLogout}>
              {t('nav.logout')}
            </button>
          ) : (
            <div className="mobile-menu__auth">
              <Link to="/login" className="btn btn-secondary">
                {t('nav.login')}
              </Link>
              <Link to="/signup" className="btn">
                {t('nav.signup')}
              </Link>
            </div>
          )}
        </div>
        <LanguageSwitcher className="mobile-menu__language" />
        <a className="mobile-menu__call" href={telUrl(business.phone)}>
          <PhoneIcon />
          <span>{call}</span>
        </a>
      </div>
    </div>,
    document.body,
  );
}
