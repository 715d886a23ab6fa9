import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Navbar } from '../components/navbar';
import { Footer } from '../components/footer';
import { FloatingContact } from '../components/floating-contact';
import { SupportChat } from '../features/chat/components/support-chat';
import { onSessionExpired, SESSION_EXPIRED_PATH, watchSession } from '../lib/session';

export function Layout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    onSessionExpired((from) => {
      void navigate(SESSION_EXPIRED_PATH, { replace: true, state: from ? { from } : undefined });
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
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <FloatingContact />
      <SupportChat />
    </>
  );
}
