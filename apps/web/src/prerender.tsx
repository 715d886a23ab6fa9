/**
 * Server-side entry used only by the build (scripts/prerender.ts): renders a public page to HTML
 * so a phone paints it before any JavaScript arrives; main.tsx then hydrates that HTML.
 * Pages render as a first-time visitor sees them (no session, no fetched data).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@laundry/shared/constants';
import { AppRoutes } from './app/app';
import { takeRenderedPageMeta, type PageMetaText } from './components/page-meta';
import { loadLanguage } from './i18n/catalogue';
import { applyLanguage } from './i18n/language';
import { loadFormatter } from './i18n/translate';

/**
 * The pages pre-rendered, each with the modules it loads on demand (router.tsx, home-page.tsx):
 * their stylesheets go into the page's HTML, or the pre-rendered page would paint unstyled and
 * jump when its CSS arrives. /login is written as anyone who opens it sees it; the web server
 * answers the addresses that say why a session ended (`?reason=`, a greeting only the browser
 * knows, docs/decisions/0032) with the empty app instead (docs/decisions/0054). The admin area is
 * rendered in the browser only.
 */
export const PRERENDERED_PAGES: Record<string, string[]> = {
  '/': ['src/features/home/components/home-sections.tsx'],
  '/prices': ['src/features/prices/components/prices-page.tsx'],
  '/about': ['src/features/static-pages/components/about-page.tsx'],
  '/contact': ['src/features/static-pages/components/contact-page.tsx'],
  '/help': ['src/features/legal/components/help-page.tsx'],
  '/terms': ['src/features/legal/components/terms-page.tsx'],
  '/privacy': ['src/features/legal/components/privacy-page.tsx'],
  '/signup': ['src/features/auth/components/signup-page.tsx'],
  '/forgot-password': ['src/features/auth/components/forgot-password-page.tsx'],
  '/login': ['src/features/auth/components/login-page.tsx'],
  '/orders': ['src/features/orders/components/book-order-page.tsx'],
  '/my-orders': ['src/features/orders/components/my-orders-page.tsx'],
};
/**
 * Pre-rendered before anyone's session is known (docs/decisions/0058): the page's frame, its
 * heading and a loading line. Their HTML marks the root so the navigation's visitor links stay
 * hidden until the browser has read the session (navbar.tsx), and a signed-in customer never sees
 * "Login" flash by.
 */
export const SIGNED_IN_FRAMES = ['/orders', '/my-orders'];
/** On-demand parts of the layout every page shows. */
export const LAYOUT_MODULES = ['src/components/site-footer.tsx'];

/** Renders one page in one language: the language's catalogue is loaded and set for the whole render. */
export interface RenderedPage {
  html: string;
  /** The title and description the page set with <PageMeta>, if it did. */
  meta: PageMetaText | null;
}

export async function renderPage(path: string, language: Language = 'en'): Promise<RenderedPage> {
  await Promise.all([loadLanguage(language), loadFormatter()]);
  applyLanguage(language);
  // Waits for every lazy page, so the HTML holds the page itself, not its loading text.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // Every boundary written in place: an outlined one needs an inline script to show it, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, meta: takeRenderedPageMeta() };
}
