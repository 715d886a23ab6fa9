import { SHOP_PHONE } from '../constants';

/**
 * The shop's business profile as a first start writes it (docs/decisions/0048, 0049): the server
 * stores it once and the admin changes it in Settings; the web shows it until the live answer
 * arrives, and shows a value still equal to its default in the reader's language (the catalogues
 * hold its translations), a changed one as the shop typed it.
 */
export const SHOP_PROFILE_DEFAULTS = {
  name: 'Sri Lakshmi Laundry',
  phone: SHOP_PHONE,
  whatsapp: SHOP_PHONE,
  email: 'care@srilakshmilaundry.in',
  /** One line per line of the printed address. */
  address: 'D.No. 8-15-12, Main Road, Suryaraopeta\nKakinada, Andhra Pradesh 533001',
  /** '' = a maps search for the name and address */
  mapLink: '',
  hours: '7 days a week, 8 AM to 9 PM',
} as const;

export type ShopProfile = { -readonly [K in keyof typeof SHOP_PROFILE_DEFAULTS]: string };

/** The address's printed lines: one per line typed, blank lines dropped. */
export function addressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
