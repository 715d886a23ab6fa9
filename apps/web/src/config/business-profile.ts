import { SHOP_PHONE } from '@laundry/shared/constants';

/**
 * Everything the site says about the shop, in one place. The facts (name, phone, address, links)
 * are shown as they are. The wording meant for reading lives in the catalogues; its English source
 * for the shop-text tests is in shop-wording.ts, which only tests import, so the words are not
 * shipped twice (issue 12; Home's first-load budget, issue 11).
 */
export const BUSINESS = {
  name: 'Sri Lakshmi Laundry',
  shortName: 'Sri Lakshmi',
  tagline: 'Laundry · Dry Clean',
  supportName: 'Sri Lakshmi Support',
  phone: SHOP_PHONE,
  phoneDigits: '919848012345',
  whatsappDigits: '919848012345',
  email: 'care@srilakshmilaundry.in',
  addressLines: ['D.No. 8-15-12, Main Road, Suryaraopeta', 'Kakinada, Andhra Pradesh 533001'],
  city: 'Kakinada, Andhra Pradesh',
  /** The neighbourhood the map illustration labels. */
  locality: 'Suryaraopeta, Kakinada',
  mapsQuery: 'Sri Lakshmi Laundry, Main Road, Suryaraopeta, Kakinada, Andhra Pradesh 533001',
  founded: 2016,
  social: {
    instagram: 'https://www.instagram.com/srilakshmilaundry',
    facebook: 'https://www.facebook.com/srilakshmilaundry',
    youtube: 'https://www.youtube.com/@srilakshmilaundry',
  },
  // The GSTIN and UPI ID are the shop's settings (GET /api/shop, lib/shop-settings.ts), never
  // written here: an invoice must not carry a made-up GSTIN (docs/decisions/0047).
} as const;

export function mapsSearchUrl(query: string = BUSINESS.mapsQuery): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function mapsDirectionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
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
