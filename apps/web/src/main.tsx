import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageOfTag } from '@laundry/shared/rules/language';
import { App } from './app/app';
import { loadLanguage, switchLanguage } from './i18n/catalogue';
import { applyLanguage, languageFromUrl, preferredLanguage, rememberLanguage, type Language } from './i18n/language';
import { loadFormatter } from './i18n/translate';
import { startServiceWorker } from './lib/service-worker/start';
import { watchInstallPrompt } from './lib/install-prompt';
import { configureZodForCsp } from './lib/zod-jitless';
import './styles/global.css';

configureZodForCsp();
watchInstallPrompt();

/** The language's catalogue, or English when it cannot be fetched (offline): a page in English beats no page. */
async function ready(language: Language): Promise<Language> {
  try {
    // English's first screen is plain text and starts without the formatter; the others wait for both.
    await Promise.all([loadLanguage(language), language === 'en' ? null : loadFormatter()]);
    return language;
  } catch {
    return 'en';
  }
}

async function start(): Promise<void> {
  void loadFormatter().catch(() => undefined);
  const root = document.getElementById('root')!;
  const prerendered = Boolean(root.firstElementChild);
  const wanted = preferredLanguage();
  // A link with ?lang=te is a choice too: it stays for the next visit.
  if (languageFromUrl(window.location.search)) rememberLanguage(wanted);
  // A pre-rendered page (docs/decisions/0044, 0045) is taken over in the language it was written in,
  // or React would find other words than it renders; it then switches if the visitor wants another.
  const pageLanguage = prerendered ? (languageOfTag(document.documentElement.lang) ?? 'en') : wanted;
  // What is typed or tapped before this runs is kept by early-input.ts, which starts long before.
  applyLanguage(await ready(pageLanguage));
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (prerendered) {
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
  if (wanted !== pageLanguage) void switchLanguage(wanted).catch(() => undefined);
  startServiceWorker();
}

void start();
