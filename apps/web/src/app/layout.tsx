import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Navbar } from '../components/navbar';
import { Footer } from '../components/footer';
import { FloatingContact } from '../components/floating-contact';
import { SupportChat } from '../features/tickets/chat/components/support-chat';
import { prefetchWhenIdle } from '../lib/prefetch-when-idle';
import { leftPage, onSessionExpired, sessionEndPath, useSession, watchSession } from '../lib/session';
import type { FromState } from '../lib/session-rules';
import { useT } from '../i18n/use-t';
import en from './locales/en.json';

const AppUpdates = lazy(() => import('../components/app-install/app-updates').then((m) => ({ default: m.AppUpdates })));

/** The new-version bar and the manifest link (decision 0080): fetched once the page is idle, never part of the first load. */
function LaterAppUpdates() {
  const [ready, setReady] = useState(false);
  useEffect(() => prefetchWhenIdle([async () => setReady(true)]), []);
  return ready ? (
    <Suspense fallback={null}>
      <AppUpdates />
    </Suspense>
  ) : null;
}

/** The shop's own screens: the customer's chat, call and WhatsApp buttons are not for the shop owner or a rider. */
function isStaffArea(pathname: string): boolean {
  return ['/admin', '/rider'].some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

export function Layout() {
  const t = useT('app', en);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    onSessionExpired((from) => {
      const state: FromState = { from, expired: true };
      void navigate(sessionEndPath(), { replace: true, state });
    });
    watchSession();
  }, [navigate]);

  // Every route change starts at the top of the page, and leaves the Logout mark behind.
  useEffect(() => {
    window.scrollTo(0, 0);
    leftPage(pathname);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <LaterAppUpdates />
      <Navbar />
      {/* A part that waits for code (the message formatter, a page's chunk) waits on its own: while
          React takes a pre-rendered page over, a part without a boundary of its own would hold the
          whole page, and the menu button would drop a tap (React skips taps on a page it has not
          finished taking over). */}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <CustomerContact pathname={pathname} />
      </Suspense>
    </>
  );
}

/**
 * The chat, call and WhatsApp buttons. The session is read here, not in Layout: the session's
 * first client read re-renders whoever reads it, and a Layout re-render while the lazy footer is
 * still being taken over would throw the footer's pre-rendered HTML away (a flash and a jump).
 */
function CustomerContact({ pathname }: { pathname: string }) {
  // A rider is never the shop's customer: no chat or call buttons on any page.
  const { user } = useSession();
  if (isStaffArea(pathname) || user?.role === 'rider') return null;
  return (
    <>
      <FloatingContact />
      <SupportChat />
    </>
  );
}
