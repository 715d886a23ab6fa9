import { SHOP_PHONE } from '@laundry/shared/constants';

/**
 * Everything the site says about the shop, in one place. The facts (name, phone, address, links)
 * are shown as they are. The wording meant for reading lives in the catalogues; its English source
 * for the shop-text tests is in shop-wording.ts, which only tests import, so the words are not
 * shipped twice (Home's first-load budget).
 *
 * The name, phone, WhatsApp, e-mail and address here are the server's first-start profile
 * (SHOP_PROFILE_DEFAULTS; business-profile.test.ts keeps them equal, written out so the first screen
 * does not load that module): the shop edits them in Settings and pages read them live with
 * useBusinessProfile() (lib/use-business-profile.ts, docs/decisions/0049); these show before the
 * first answer.
 */
export const BUSINESS = {
  name: 'Sri Lakshmi Laundry',
  shortName: 'Sri Lakshmi',
  tagline: 'Laundry · Dry Clean',
  phone: SHOP_PHONE,
  whatsappDigits: '919848012345',
  email: 'care@srilakshmilaundry.in',
  addressLines: ['D.No. 8-15-12, Main Road, Suryaraopeta', 'Kakinada, Andhra Pradesh 533001'],
  city: 'Kakinada, Andhra Pradesh',
  /** The neighbourhood the map illustration labels. */
  locality: 'Suryaraopeta, Kakinada',
  mapsQuery: 'Sri Lakshmi Laundry, Main Road, Suryaraopeta, Kakinada, Andhra Pradesh 533001',
  founded: 2016,
  // The GSTIN and UPI ID are the shop's settings (GET /api/shop, lib/shop-settings.ts), never
  // written here: an invoice must not carry a made-up GSTIN (docs/decisions/0047).
} as const;

export function mapsSearchUrl(query: string = BUSINESS.mapsQuery): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function mapsDirectionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/**
 * wa.me digits of a phone: 91 put before a 10-digit mobile. The rule of shared/rules/phone's
 * whatsappNumber, repeated here for the first screen's call buttons (that module would be a chunk
 * of its own in Home's first load).
 */
export function whatsappDigitsOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

export function whatsappUrl(digits: string, text?: string): string {
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** A WhatsApp link with no recipient: the customer picks the friend to send it to. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoUrl(email: string = BUSINESS.email): string {
  return `mailto:${email}`;
}
