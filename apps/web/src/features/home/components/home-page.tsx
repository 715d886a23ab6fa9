import { lazy, Suspense } from 'react';
import { Hero } from './hero';
import { StatsStrip } from './stats-strip';

// Requested as soon as this module runs, in parallel with the first render, not on scroll.
const sectionsModule = import('./home-sections');
const HomeSections = lazy(() => sectionsModule.then((m) => ({ default: m.HomeSections })));

export function HomePage() {
  return (
    <div className="home">
      <Hero />
      <StatsStrip />
      <Suspense fallback={<div className="home__pending" />}>
        <HomeSections />
      </Suspense>
    </div>
  );
}
