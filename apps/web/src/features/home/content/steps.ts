import { BUSINESS } from '../../../config/business-profile';

export interface Step {
  title: string;
  desc: string;
}

/** Spec: 'How it works' in 4 steps. */
export const STEPS: Step[] = [
  { title: 'Schedule pickup', desc: `Book online in a minute, or call or WhatsApp us. Pickup slots run ${BUSINESS.pickupWindow}, every day.` },
  { title: 'We collect', desc: 'Our rider comes to your door, counts every piece with you and tags it to your order.' },
  { title: 'We clean', desc: 'Sorted by fabric and colour, cleaned, pressed and checked piece by piece.' },
  { title: 'We deliver', desc: 'Fresh, folded and packed, back at your door in 24 hours for laundry. Pay by UPI, card or cash.' },
];
