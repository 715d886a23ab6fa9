import { lazy, Suspense } from 'react';

// The footer is below the fold on every page: its own chunk, fetched alongside the first render.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

export function Footer() {
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
}
