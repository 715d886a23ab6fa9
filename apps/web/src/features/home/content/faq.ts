import { BUSINESS } from '../../../config/business-profile';

/** Spec section 3: FAQ entry (q, a). Facts follow spec section 9 and the price list. */
export interface FaqEntry {
  q: string;
  a: string;
}

export const FAQ: FaqEntry[] = [
  {
    q: 'What are your working hours?',
    a: `We are open ${BUSINESS.hours}, Sundays and most festival days included. Pickups and deliveries run ${BUSINESS.pickupWindow}, every day.`,
  },
  {
    q: 'Which areas of Kakinada do you cover?',
    a: 'We pick up and deliver all over Kakinada, including Suryaraopeta, Gandhinagar, Ramanayyapeta, Sarpavaram, Jagannaickpur, Bhanugudi and the JNTU area. Express delivery is available in select areas only.',
  },
  {
    q: 'Is pickup and delivery really free?',
    a: 'Yes. Pickup and delivery are free on every regular order, and there is no minimum order value.',
  },
  {
    q: 'How long does laundry take?',
    a: 'Wash & fold and wash & iron orders come back in 24 hours with our regular service.',
  },
  {
    q: 'How long does dry cleaning take?',
    a: 'Dry cleaning takes 72 hours. Heavy bridal wear or garments that need extra stain work can take a little longer, and we tell you at pickup.',
  },
  {
    q: 'How long does shoe cleaning take?',
    a: 'Shoe cleaning takes 3–5 days, because shoes are washed, dried slowly in the shade and deodorised so the glue and leather are not harmed.',
  },
  {
    q: 'What is Express service and what does it cost?',
    a: 'Express gets your clothes back the same day or the next day. It costs 1.5x the regular price and is available in select areas only.',
  },
  {
    q: 'How do I book a pickup?',
    a: `Sign up or log in, tap Book Order and choose the service, date, time slot and address. You can also call or WhatsApp us on ${BUSINESS.phone} and we will book it for you.`,
  },
  {
    q: 'How are prices calculated?',
    a: 'You pay per piece, as in our price list. A price with a + is the starting price: the final price depends on the fabric and the embroidery or work, and we confirm it with you at pickup before cleaning.',
  },
  {
    q: 'Which payment methods do you accept?',
    a: 'You can pay by UPI (Google Pay, PhonePe, Paytm or any UPI app), debit or credit card, net banking, or cash on delivery.',
  },
  {
    q: 'Is there a minimum order?',
    a: 'No. Send a single shirt or a whole wardrobe: there is no minimum order and pickup is still free.',
  },
  {
    q: 'How does the referral offer work?',
    a: 'Share Sri Lakshmi Laundry with a friend. After your friend completes their first order, you get 10% off your next order. There is no minimum order for the discount.',
  },
  {
    q: 'Do you have weekly or monthly subscriptions?',
    a: 'Yes. Weekly and monthly plans suit families, students and PG hostels: a fixed pickup day every week and a subscription discount on every order.',
  },
  {
    q: 'Do you give discounts for bulk or office orders?',
    a: 'Yes. Offices, hostels, clinics, hotels and function halls get bulk discounts. Call us for a quote based on your weekly volume.',
  },
  {
    q: 'Are silk and pattu sarees safe with you?',
    a: 'Yes. Silk and pattu sarees are cleaned one at a time with mild solvents, the zari is protected, and each saree is steam-pressed and folded in tissue.',
  },
  {
    q: 'Can you remove tough stains?',
    a: 'We pre-treat turmeric, oil, tea, coffee, ink and lipstick stains by hand. Old or set stains may not come out completely, and we tell you before we start.',
  },
  {
    q: 'What if a garment is damaged or goes missing?',
    a: 'Every piece is counted and tagged at pickup, so this is rare. If something is wrong, tell us within 24 hours of delivery and we will re-clean it free or settle it fairly.',
  },
  {
    q: 'How can I track my order?',
    a: 'Live tracking: My Orders shows whether your order is Pending, In Progress, Delivering or Completed. You can also ask our support chat with your order number and phone.',
  },
  {
    q: 'Do you clean carpets, sofas and curtains?',
    a: 'Yes. Curtains, bed covers and blankets are priced per piece. Carpets are priced by size and sofas by the number of seats, after a free inspection.',
  },
  {
    q: 'Can I reschedule or cancel a pickup?',
    a: `Yes. A pending order can be cancelled from My Orders, or call or WhatsApp us on ${BUSINESS.phone} to move the pickup to another slot.`,
  },
];
