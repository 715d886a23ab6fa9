import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '@laundry/shared/constants';
import { firstSpoken, isLanguage } from '@laundry/shared/rules/language';

/**
 * The language the app speaks now (docs/decisions/0045). One store for the whole app, read by
 * useLanguage in components and currentLanguage() in plain modules.
 */
const STORAGE_KEY = 'laundry.lang';
/** Mirrors the choice so the web server can answer the pre-rendered page in that language. */
const COOKIE = 'lang';

export { LANGUAGES, type Language };

/** Each language in its own script, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' };

let current: Language = 'en';
const listeners = new Set<() => void>();

export function currentLanguage(): Language {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pre-rendered page's language is what the first render must match. */
function serverLanguage(): Language {
  return current;
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, serverLanguage);
}

/** The language chosen on this device (the switcher or a ?lang= link), or null when none was. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** `?lang=te` in a link (a message to the customer, say) wins over everything else. */
export function languageFromUrl(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : null;
}

/** ?lang → the device's choice → the browser's preferred languages → English. */
export function preferredLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  return languageFromUrl(window.location.search) ?? storedLanguage() ?? firstSpoken(navigator.languages ?? [navigator.language]) ?? 'en';
}

/** Remembers the choice on this device (and in the cookie the web server reads). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  document.cookie = `${COOKIE}=${language}; Path=/; Max-Age=${60 * 60 * 24 * 400}; SameSite=Lax`;
}

/** Sets the language the app renders in; its catalogue must be loaded first (see catalogue.ts). */
export function applyLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}
