import type { Translate } from '../../i18n/translate';
import type en from './locales/en.json';
import type sectionsEn from './home-sections/locales/en.json';

/**
 * Home's words come in two catalogues: `home` (locales/) for what the first screen shows (title,
 * hero, stats), bundled with the page, and `home-sections` (home-sections/locales/) for everything
 * below it, which travels in the sections' own chunk (home-page.tsx), so the first load stays small.
 * Content arrays hold keys; components translate them.
 */
export type HomeKey = keyof typeof en;
export type HomeT = Translate<HomeKey>;
export type SectionsKey = keyof typeof sectionsEn;
export type SectionsT = Translate<SectionsKey>;
