import { useMemo } from 'react';
import type { ShopPaymentSettings } from '@laundry/shared/contracts/shop';
import { addressLines, SHOP_PROFILE_DEFAULTS } from '@laundry/shared/rules/shop-profile';
import { BUSINESS, mapsSearchUrl, whatsappDigitsOf } from '../config/business-profile';
import { liveShopSettings, useLiveShopSettings } from './live-shop';
import { useShopSettings } from './shop-settings';

/** The shop's details as pages show them: the live profile (GET /api/shop) over the first-start values. */
export interface BusinessProfile {
  name: string;
  /** The chat's title: the brand's short name, or the whole name once the shop renamed itself. */
  shortName: string;
  /** The initials in the chat's avatar and on the invoice ("SL"), the same in every language. */
  monogram: string;
  phone: string;
  /** wa.me digits: the WhatsApp number, or the phone when the shop left WhatsApp empty. */
  whatsappDigits: string;
  /** '' when the shop gave none: pages leave the e-mail out. */
  email: string;
  /**
   * The address's lines as the shop typed them, or null while it is still the first-start address,
   * which the catalogues hold in each language (shopText gives those).
   */
  addressLines: string[] | null;
  /** The same for the hours: null while they are the first-start ones. */
  hours: string | null;
  /** The shop's own map link, else a maps search for its name and address. */
  mapUrl: string;
}

/** The first letters of the first two words: "Sri Lakshmi" → "SL". */
export function monogramOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

function ownOrNull(value: string, first: string): string | null {
  return value.trim() === '' || value === first ? null : value;
}

/** Pure: the first-start profile with whatever the last answer said laid over it (docs/decisions/0049). */
export function businessProfileOf(live: ShopPaymentSettings | null | undefined): BusinessProfile {
  const name = live?.name || BUSINESS.name;
  const phone = live?.phone || BUSINESS.phone;
  const ownAddress = live ? ownOrNull(live.address, SHOP_PROFILE_DEFAULTS.address) : null;
  const lines = ownAddress === null ? null : addressLines(ownAddress);
  const mapsQuery = lines === null && name === BUSINESS.name ? BUSINESS.mapsQuery : [name, ...(lines ?? BUSINESS.addressLines)].join(', ');
  const shortName = name === BUSINESS.name ? BUSINESS.shortName : name;
  return {
    name,
    shortName,
    monogram: monogramOf(shortName),
    phone,
    whatsappDigits: live ? whatsappDigitsOf(live.whatsapp || phone) : BUSINESS.whatsappDigits,
    email: live ? live.email : BUSINESS.email,
    addressLines: lines,
    hours: live ? ownOrNull(live.hours, SHOP_PROFILE_DEFAULTS.hours) : null,
    mapUrl: live?.mapLink || mapsSearchUrl(mapsQuery),
  };
}

/**
 * The shop's details for a component: the first-start values on the first render (so a
 * pre-rendered page hydrates as it was rendered, docs/decisions/0044), the live ones once
 * GET /api/shop answers — one request per page load whoever asks (the site footer, on every
 * page, does), kept a minute, the answer the invoice and the Pay button read too. The first
 * screen's navigation and call buttons read lib/live-shop.ts directly, without this module.
 */
export function useBusinessProfile(): BusinessProfile {
  useShopSettings();
  const settings = useLiveShopSettings();
  return useMemo(() => businessProfileOf(settings), [settings]);
}

/** For text made outside React (the chat's greeting, an invoice's WhatsApp message): the last answer this page read. */
export function knownBusinessProfile(): BusinessProfile {
  return businessProfileOf(liveShopSettings());
}
