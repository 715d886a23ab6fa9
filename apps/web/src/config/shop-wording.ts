import { BUSINESS } from './business-profile';

/**
 * The English source of the shop's wording that pages show from their catalogues (hours,
 * greetings, the referral message). Only the shop-text tests import this: each keeps its
 * feature's English catalogue equal to what is written here, so the wording is decided in one
 * place without being shipped in the app beside the catalogues.
 */
export const SHOP_WORDING = {
  hours: '7 days a week, 8 AM to 9 PM',
  pickupWindow: '7:00 AM – 10:00 PM',
  standardTurnaround: '24–48 hours',
  /** Opening text of a WhatsApp chat started from the site. */
  whatsappGreeting: `Hi ${BUSINESS.name}, I would like to book a pickup.`,
  /** What a customer sends a friend from the About page's referral button (spec section 9: 10% off, no minimum). */
  referralMessage:
    `I get my laundry and dry cleaning done by ${BUSINESS.name} in Kakinada: free pickup and delivery, clothes back in 24 hours. ` +
    `Book your first order and mention my name, and I get 10% off my next one. Call or WhatsApp them on ${BUSINESS.phone}.`,
} as const;
