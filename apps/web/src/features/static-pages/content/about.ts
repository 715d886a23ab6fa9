import { BUSINESS } from '../../../config/business-profile';

export const ABOUT_INTRO = {
  title: `About ${BUSINESS.name}`,
  paragraphs: [
    `${BUSINESS.name} started in ${BUSINESS.founded} as a small ironing counter on Main Road, Suryaraopeta. Today our team washes, dry-cleans and presses clothes for families, students and offices all over Kakinada, and brings them back to your door.`,
    'We treat every piece as if it were our own: sorted by fabric and colour, cleaned with gentle detergents and solvents, pressed by hand and checked twice before it is packed.',
  ],
};

export const ABOUT_VALUES = [
  'Free pickup and delivery on every regular order',
  'Every piece counted and tagged at your door',
  'Fabric-safe care for silks, woollens and leather',
  'Pay by UPI or cash when your clothes come back',
];

export const FAST_DELIVERY = {
  title: 'Fast delivery, on your schedule',
  text: `Our standard turnaround is ${BUSINESS.standardTurnaround}: laundry comes back in 24 hours, dry cleaning in 72 hours and shoes in 3–5 days. Need it sooner? Express delivers the same day or the next day for 1.5x the regular price, in select areas.`,
  points: [
    { label: 'Standard turnaround', value: BUSINESS.standardTurnaround },
    { label: 'Pickup windows', value: BUSINESS.pickupWindow },
    { label: 'Shop hours', value: BUSINESS.hours },
    { label: 'Express', value: 'Same day or next day' },
  ],
};

export const HOW_IT_WORKS = [
  { title: 'Book a pickup', desc: `Book online, or call or WhatsApp us. Pickup windows run ${BUSINESS.pickupWindow}, every day.` },
  { title: 'We collect', desc: 'Our rider arrives in your slot, counts every piece with you and notes any stains or special care.' },
  { title: 'We clean and press', desc: 'Clothes are cleaned by fabric type, pressed, checked and packed at our Suryaraopeta workshop.' },
  { title: 'We deliver', desc: 'Your order comes back folded or on hangers. Pay by UPI or cash on delivery.' },
];

export const REFERRAL = {
  title: 'Refer a friend, get 10% off',
  text: "Share Sri Lakshmi Laundry with a friend on WhatsApp. When your friend completes their first order, you get 10% off your next order. There's no minimum order and no limit on how many friends you refer.",
};
