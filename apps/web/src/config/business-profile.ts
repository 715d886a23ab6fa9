import { SHOP_PHONE } from '@laundry/shared/constants';

/**
 * Everything the site says about the shop, in one place. The facts (name, phone, address, links)
 * are shown as they are; the wording meant for reading (tagline, hours, city, greetings) is the
 * English source: pages show it from their catalogues in the language chosen, and each feature's
 * shop-text.test.ts keeps its English catalogue equal to what is written here (issue 12).
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
  hours: '7 days a week, 8 AM to 9 PM',
  pickupWindow: '7:00 AM – 10:00 PM',
  standardTurnaround: '24–48 hours',
  founded: 2016,
  social: {
    instagram: 'https://www.instagram.com/srilakshmilaundry',
    facebook: 'https://www.facebook.com/srilakshmilaundry',
    youtube: 'https://www.youtube.com/@srilakshmilaundry',
  },
  /** Opening text of a WhatsApp chat started from the site. */
  whatsappGreeting: 'Hi Sri Lakshmi Laundry, I would like to book a pickup.',
  /** What a customer sends a friend from the referral button (spec section 9: 10% off, no minimum). */
  referralMessage:
    'I get my laundry and dry cleaning done by Sri Lakshmi Laundry in Kakinada: free pickup and delivery, clothes back in 24 hours. ' +
    'Book your first order and mention my name, and I get 10% off my next one. Call or WhatsApp them on +91 98480 12345.',
  /** GST registration; when set, invoices show it, SAC 9997 and CGST/SGST. */
  gstin: '37ABCDE1234F1Z5' as string | null,
  /** UPI ID; when set, invoices carry a UPI QR code for the total. */
  upiId: 'srilakshmilaundry@upi' as string | null,
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
