import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Navbar } from '../components/navbar';
import { Footer } from '../components/footer';
import { FloatingContact } from '../components/floating-contact';
import { SupportChat } from '../features/chat/components/support-chat';
import { onSessionExpired, SESSION_EXPIRED_PATH, watchSession } from '../lib/session';
import type { FromState } from '../lib/session-rules';
import { useT } from '../i18n/use-t';
import en from './locales/en.json';

/** The shop's own screens: the customer's chat, call and WhatsApp buttons are not for the shop owner. */
function isAdminArea(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function Layout() {
  const t = useT('app', en);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    onSessionExpired((from) => {
      const state: FromState = { from, expired: true };
      void navigate(SESSION_EXPIRED_PATH, { replace: true, state });
    });
    watchSession();
  }, [navigate]);

  // Every route change starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {isAdminArea(pathname) ? null : (
        <>
          <FloatingContact />
          <SupportChat />
        </>
      )}
    </>
  );
}
