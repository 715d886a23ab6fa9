export interface DeliveryOption {
  name: string;
  price: string;
  summary: string;
  points: string[];
}

/** Spec section 9: regular and express service. */
export const REGULAR: DeliveryOption = {
  name: 'Regular',
  price: 'Standard price list',
  summary: 'Our everyday service, with nothing extra to pay for pickup or delivery.',
  points: [
    'Free pickup and delivery',
    'Laundry back in 24 hours',
    'Dry cleaning in 72 hours',
    'Shoe cleaning in 3–5 days',
    'Available all over Kakinada',
  ],
};

export const EXPRESS: DeliveryOption = {
  name: 'Express',
  price: '1.5x the regular price',
  summary: 'For travel, functions and last-minute meetings, when clothes cannot wait.',
  points: [
    'Same-day or next-day delivery',
    'Your order is cleaned and pressed first',
    'Free pickup and delivery',
    'Available in select areas only',
    'Choose Express when you book',
  ],
};
