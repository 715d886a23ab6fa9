import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { PageMeta } from '../../../components/page-meta';
import { BUSINESS } from '../../../config/business-profile';
import { useLiveShopSettings } from '../../../lib/live-shop';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { Hero } from './hero';
import { StatsStrip } from './stats-strip';

/*
 * On Home, requested as soon as this module runs, in parallel with the first render, not on
 * scroll. The module is in every page's first load (Home is the first screen), so any other page
 * waits until Home is shown: their first load does not carry Home's sections.
 */
const loadSections = () => import('./home-sections');
const earlySections = typeof window !== 'undefined' && window.location.pathname === '/' ? loadSections() : null;
const HomeSections = lazyPart(() => earlySections ?? loadSections(), 'HomeSections');

export function HomePage() {
  const t = useT('home', en);
  const name = useLiveShopSettings()?.name || BUSINESS.name;
  return (
    <div className="home">
      <PageMeta title={t('meta.title', { shop: name })} description={t('meta.description', { shop: name })} />
      <Hero />
      <StatsStrip />
      <Suspense fallback={<div className="home__pending" />}>
        <HomeSections />
      </Suspense>
    </div>
  );
}
