import { MAX_STAIN_CHARGE_RUPEES } from '@laundry/shared/contracts/care';

/**
 * Rupees as the shop types them ("50", "₹ 1,250.50"), or null when the text is no amount the API
 * takes: ₹0 to ₹10,000 with at most two decimals. Blank is 0: the charge is optional.
 */
export function rupeesOf(text: string, min = 0, max = MAX_STAIN_CHARGE_RUPEES): number | null {
  const plain = text.replace(/[₹,\s]/g, '');
  if (plain === '') return min === 0 ? 0 : null;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const value = Number(plain);
  return value >= min && value <= max ? value : null;
}

/** A stain's extra charge. */
export function chargeOf(text: string): number | null {
  return rupeesOf(text);
}
