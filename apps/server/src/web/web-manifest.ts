import type { Language } from '@laundry/shared/constants';
import type { TwaSettings } from '../config';

/**
 * The installed app's manifest (decision 0080), made by the web server so the name is the shop's
 * as set in Settings. Customers' and staff's manifests differ only in their shortcuts; both are
 * one app (same id), and the page links the staff one once a rider or admin is signed in.
 */
export type ManifestAudience = 'customer' | 'staff';

/** The brand colour of the logo, the header and index.html's theme-color. */
export const THEME_COLOUR = '#0f4c81';

/** The shortcuts' words, as the app's navigation says them. */
const SHORTCUTS: Record<ManifestAudience, { url: string; name: Record<Language, string> }[]> = {
  customer: [
    { url: '/orders', name: { en: 'Book Order', te: 'ఆర్డర్ బుక్ చేయండి', hi: 'ऑर्डर बुक करें' } },
    { url: '/my-orders', name: { en: 'My Orders', te: 'నా ఆర్డర్లు', hi: 'मेरे ऑर्डर' } },
  ],
  staff: [
    { url: '/admin', name: { en: 'Dashboard', te: 'డాష్‌బోర్డ్', hi: 'डैशबोर्ड' } },
    { url: '/rider', name: { en: 'My Stops', te: 'నా స్టాప్‌లు', hi: 'मेरे स्टॉप' } },
  ],
};

/** Most launchers show about 12 characters: the name's first words that fit, at least one. */
export function shortNameOf(name: string): string {
  const words = name.trim().split(/\s+/);
  let short = words[0] ?? '';
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > 12) break;
    short = `${short} ${word}`;
  }
  return short;
}

export function webManifest(shopName: string, language: Language, audience: ManifestAudience): Record<string, unknown> {
  const icon = (size: number, purpose: 'any' | 'maskable') => ({
    src: purpose === 'maskable' ? `/icons/icon-maskable-${size}.png` : `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: shopName,
    short_name: shortNameOf(shopName),
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')],
    shortcuts: SHORTCUTS[audience].map(({ url, name }) => ({ name: name[language], url, icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] })),
  };
}

/** Digital Asset Links: lets the Play Store app (a Trusted Web Activity) open this site without an address bar. */
export function assetLinks(twa: TwaSettings): unknown[] {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: twa.packageName, sha256_cert_fingerprints: twa.fingerprints },
    },
  ];
}
