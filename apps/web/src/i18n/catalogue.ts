import type { Language } from '@laundry/shared/constants';
import { applyLanguage, rememberLanguage } from './language';

import type { Catalogue } from './collect';

export type { Catalogue, Messages } from './collect';

/**
 * Telugu and Hindi arrive as one chunk each, fetched the first time the language is used; English
 * is bundled with each feature (docs/decisions/0045).
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ catalogue: Catalogue }>> = {
  te: () => import('./bundles/te'),
  hi: () => import('./bundles/hi'),
};

const loaded: Partial<Record<Language, Catalogue>> = { en: {} };

export function loadedCatalogue(language: Language): Catalogue | undefined {
  return loaded[language];
}

export async function loadLanguage(language: Language): Promise<void> {
  if (loaded[language]) return;
  loaded[language] = (await loaders[language as Exclude<Language, 'en'>]()).catalogue;
}

/** The user's choice: load, show, remember on this device. Saving it on the account is the caller's. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  rememberLanguage(language);
  applyLanguage(language);
}
