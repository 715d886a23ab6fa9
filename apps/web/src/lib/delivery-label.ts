import type { DeliveryType } from '@laundry/shared/constants';

const LABELS: Record<DeliveryType, string> = { regular: 'Regular', express: 'Express' };

/** "Regular" or "Express", as every screen, the invoice and the exports name a delivery. */
export function deliveryLabel(delivery: DeliveryType): string {
  return LABELS[delivery];
}
