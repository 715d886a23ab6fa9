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

/** The script's faces (styles/fonts.css) and a letter of it, so the browser fetches exactly those files. */
const FONTS: Record<Exclude<Language, 'en'>, { family: string; sample: string }> = {
  te: { family: 'Laundry Telugu', sample: 'తెలుగు' },
  hi: { family: 'Laundry Devanagari', sample: 'हिन्दी' },
};

/**
 * Fetches the script's regular and bold faces alongside the catalogue: text drawn before its font
 * arrives shows as empty boxes on phones without a Telugu or Devanagari font. A slow network does
 * not hold the page back for long: after 1.5 s the text shows and swaps in when the font lands.
 */
async function loadFonts(language: Exclude<Language, 'en'>): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const { family, sample } = FONTS[language];
  const faces = Promise.all([400, 700].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, sample))).catch(() => undefined);
  await Promise.race([faces, new Promise((resolve) => setTimeout(resolve, 1500))]);
}

export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return;
  const [bundle] = await Promise.all([loaded[language] ? null : loaders[language](), loadFonts(language)]);
  if (bundle) loaded[language] = bundle.catalogue;
}

/** The user's choice: load, show, remember on this device. Saving it on the account is the caller's. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  rememberLanguage(language);
  applyLanguage(language);
}
