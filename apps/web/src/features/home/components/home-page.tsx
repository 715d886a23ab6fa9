import { lazy, Suspense } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { BUSINESS } from '../../../config/business-profile';
import { useLiveShopSettings } from '../../../lib/live-shop';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import { Hero } from './hero';
import { StatsStrip } from './stats-strip';

// Requested as soon as this module runs, in parallel with the first render, not on scroll.
const sectionsModule = import('./home-sections');
const HomeSections = lazy(() => sectionsModule.then((m) => ({ default: m.HomeSections })));

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
