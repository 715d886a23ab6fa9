import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../lib/lazy-part';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/use-t';
import { BUSINESS } from '../config/business-profile';
import { useHydrating, useHydratingMark } from '../lib/hydrating';
import { signOut, useSession } from '../lib/session';
import { useLiveShopSettings } from '../lib/live-shop';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { MenuIcon } from './icon';
import { bookPathFor, navLinksFor } from './nav-links';
import { useLoadMissingUser } from './use-load-missing-user';
import en from './locales/en.json';
import './navbar.css';

// The menu is code only small screens need, and only once opened; pointing at or focusing
// the menu button starts loading it so it is ready by the click.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazyPart(loadMobileMenu, 'MobileMenu');

/**
 * Wider than this the links sit in the bar; narrower they move into the menu. A signed-in admin
 * has seven links (with My Profile), which need 1200 px on one line.
 */
const DESKTOP_QUERY = '(min-width: 1200px)';

/** A visitor's links; a signed-in bar has more (navbar.css makes room for them). */
const PUBLIC_LINK_COUNT = 4;

export function Navbar() {
  const t = useT('components', en);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = navLinksFor(session, t);
  const signedIn = Boolean(session.token);

  useLoadMissingUser(session);

  // The session is read from here on: a signed-in page's frame may show its links (navbar.css).
  const hydrating = useHydrating();
  // A tap on the menu button before React owns the bar is held until then (lib/replay-early-input.ts).
  const mark = useHydratingMark();
  useEffect(() => {
    if (!hydrating) document.getElementById('root')?.removeAttribute('data-frame');
  }, [hydrating]);

  // Following a link (or Back) closes the menu: set while rendering the new page, not in an
  // effect after it, so the page never draws once with the menu still open.
  const place = location.pathname + location.search;
  const [menuPlace, setMenuPlace] = useState(place);
  if (menuPlace !== place) {
    setMenuPlace(place);
    setMenuOpen(false);
  }

  // Turning a phone to landscape past the breakpoint leaves no menu button to close it with.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setMenuOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Focus goes back to the menu button however the menu closed.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !menuOpen) toggleRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const logout = () => {
    setMenuOpen(false);
    // A protected page that sees this session end sends the user home too (app/guards.tsx).
    signOut(location.pathname);
    void navigate('/');
  };

  const tagline = t('shop.tagline');
  // The shop's name as its settings have it (the first screen reads the live answer directly, docs/decisions/0049).
  const name = useLiveShopSettings()?.name || BUSINESS.name;
  return (
    <header className="site-header" {...mark}>
      <nav className={links.length > PUBLIC_LINK_COUNT ? 'navbar navbar--crowded' : 'navbar'} aria-label={t('nav.label')}>
        <Link to="/" className="brand" aria-label={t('brand.homeLabel', { shop: name, tagline })}>
          <BrandMark />
          <span className="brand__text">
            <span className="brand__name">{name}</span>
            <span className="brand__tagline">{tagline}</span>
          </span>
        </Link>

        <ul className="navbar__links">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className="navbar__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="navbar__actions">
          <Link to={bookPathFor(session)} className="btn btn-accent navbar__book">
            {t('nav.book')}
          </Link>
          {signedIn ? (
            <button type="button" className="btn btn-secondary navbar__auth" onClick={logout}>
              {t('nav.logout')}
            </button>
          ) : (
            <>
              <Link to="/login" className="btn btn-secondary navbar__auth">
                {t('nav.login')}
              </Link>
              <Link to="/signup" className="btn navbar__auth">
                {t('nav.signup')}
              </Link>
            </>
          )}
        </div>

        <LanguageSwitcher className="navbar__language" />

        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t('nav.openMenu')}
          onClick={() => setMenuOpen(true)}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onTouchStart={() => void loadMobileMenu()}
        >
          <MenuIcon />
        </button>
      </nav>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu links={links} signedIn={signedIn} onClose={closeMenu} onLogout={logout} />
        </Suspense>
      )}
    </header>
  );
}
