import { memo, Suspense } from 'react';
import { lazyPart } from '../lib/lazy-part';

// The footer is below the fold on every page: its own chunk, fetched alongside the first render.
const SiteFooter = lazyPart(() => import('./site-footer'), 'SiteFooter');

/*
 * Memoised: a boundary that is re-rendered before its chunk has arrived is client-rendered, and
 * its fallback (nothing) replaces the pre-rendered footer until the chunk loads. With no props,
 * a parent's re-render never reaches it.
 */
export const Footer = memo(function Footer() {
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
});
