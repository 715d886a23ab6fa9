import type { PublicUser } from '@laundry/shared/contracts/auth';
import { isLanguage } from '@laundry/shared/rules/language';
import { switchLanguage } from '../i18n/catalogue';
import { currentLanguage, storedLanguage, type Language } from '../i18n/language';
import { apiRequest } from './api-client';
import { getSession, setUser } from './session';

/**
 * Which language the app speaks after a sign-in, and whether the account learns it. An account
 * that chose Telugu or Hindi wins, so the choice follows the customer to any device; an account
 * still on English (the default, docs/decisions/0080) takes the choice made on this device.
 */
export function languageAtSignIn(account: Language, chosenOnDevice: Language | null): { language: Language; saveOnAccount: boolean } {
  if (account === 'en' && chosenOnDevice && chosenOnDevice !== 'en') return { language: chosenOnDevice, saveOnAccount: true };
  return { language: account, saveOnAccount: false };
}

/** Applies languageAtSignIn for the user who just signed in: shows the language and saves it on the account when it should. */
export async function settleLanguageAtSignIn(user: PublicUser): Promise<void> {
  if (!isLanguage(user.language)) return;
  const { language, saveOnAccount } = languageAtSignIn(user.language, storedLanguage());
  if (language !== currentLanguage()) await switchLanguage(language).catch(() => undefined);
  if (!saveOnAccount) return;
  const { token } = getSession();
  try {
    const updated = await apiRequest<PublicUser>('/profile', { method: 'PATCH', body: { language } });
    if (token && getSession().token === token) setUser(updated);
  } catch {
    // The device keeps the choice; the sign-in after the next one tries again.
  }
}
