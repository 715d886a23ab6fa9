import { useId, useRef } from 'react';
import messages from '../i18n/locales/en.json';
import { switchLanguage } from '../i18n/catalogue';
import { LANGUAGE_NAMES, LANGUAGES, useLanguage, type Language } from '../i18n/language';
import { useT } from '../i18n/use-t';
import { useAdoptEarlyInput } from '../lib/adopt-early-input';
import { apiRequest } from '../lib/api-client';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { getSession, setUser } from '../lib/session';
import './language-switcher.css';

/** Saves the choice on the account too, so the next sign-in on any device opens in it (docs/decisions/0045). */
async function saveOnAccount(language: Language): Promise<void> {
  const { token, user } = getSession();
  if (!token || user?.language === language) return;
  try {
    const updated = await apiRequest<PublicUser>('/profile', { method: 'PATCH', body: { language } });
    if (getSession().token === token) setUser(updated);
  } catch {
    // The device remembers the choice; the account catches up at the next change.
  }
}

export async function chooseLanguage(language: Language): Promise<void> {
  await switchLanguage(language);
  await saveOnAccount(language);
}

/**
 * The language choice, each language written in its own script. A native select: one tap on a
 * phone opens the system's own picker, and it fits in the bar beside the menu button.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT('i18n', messages);
  const language = useLanguage();
  const id = useId();
  // A language picked on a pre-rendered page before React owned the bar still counts.
  const box = useRef<HTMLDivElement>(null);
  useAdoptEarlyInput(box, (_field, shown) => {
    if (typeof shown === 'string' && shown !== language) void chooseLanguage(shown as Language);
  });
  return (
    <div ref={box} className={`language-switcher ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('switcher.label')}
      </label>
      <select id={id} className="language-names" value={language} onChange={(event) => void chooseLanguage(event.target.value as Language)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
