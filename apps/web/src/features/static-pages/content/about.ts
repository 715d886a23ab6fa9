import type { StaticPagesKey } from '../shop-text';

/** The About page's lists, as catalogue keys (locales/en.json): translated when shown. */
export const ABOUT_VALUES: StaticPagesKey[] = ['about.values.pickup', 'about.values.counted', 'about.values.fabric', 'about.values.pay'];

export const HOW_IT_WORKS: { title: StaticPagesKey; desc: StaticPagesKey }[] = [
  { title: 'about.steps.book.title', desc: 'about.steps.book.desc' },
  { title: 'about.steps.collect.title', desc: 'about.steps.collect.desc' },
  { title: 'about.steps.clean.title', desc: 'about.steps.clean.desc' },
  { title: 'about.steps.deliver.title', desc: 'about.steps.deliver.desc' },
];
