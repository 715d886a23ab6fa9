import type { SectionsKey } from '../keys';

export interface DeliveryOption {
  /** Stable, untranslated: the card's heading id. */
  id: 'regular' | 'express';
  name: SectionsKey;
  price: SectionsKey;
  summary: SectionsKey;
  points: SectionsKey[];
}

/** Spec section 9: regular and express service. */
export const REGULAR: DeliveryOption = {
  id: 'regular',
  name: 'delivery.regular.name',
  price: 'delivery.regular.price',
  summary: 'delivery.regular.summary',
  points: ['delivery.regular.free', 'delivery.regular.laundry', 'delivery.regular.dryClean', 'delivery.regular.shoes', 'delivery.regular.area'],
};

export const EXPRESS: DeliveryOption = {
  id: 'express',
  name: 'delivery.express.name',
  price: 'delivery.express.price',
  summary: 'delivery.express.summary',
  points: ['delivery.express.sameDay', 'delivery.express.first', 'delivery.express.free', 'delivery.express.areas', 'delivery.express.choose'],
};
