import { SHOP_STATE_CODE } from '../constants';
import { gstinState, isValidGstin } from './gstin';

/**
 * GST on a laundry order (docs/decisions/0046, 0047): 18% on the taxable value (the subtotal
 * after every discount), charged on top of the rates. Within the shop's state (a customer
 * without a GSTIN, or one registered in Andhra Pradesh) it is CGST 9% + SGST 9%, each rounded
 * to the paisa; a business customer registered in another state pays IGST 18%. Paise in and out.
 */
export const GST_RATE_PERCENT = 18;
export const CGST_RATE_PERCENT = 9;
export const SGST_RATE_PERCENT = 9;

export interface GstInput {
  /** paise: subtotal − discount */
  taxable: number;
  /** The shop's state code ("37"). */
  shopStateCode?: string;
  /** The customer's GSTIN, '' for none. */
  customerGstin?: string;
}

export interface GstSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst + igst */
  tax: number;
  /** the state code of the place of supply */
  placeOfSupply: string;
  interState: boolean;
}

function percentToPaisa(paise: number, percent: number): number {
  return Math.round((paise * percent) / 100);
}

export function computeGst({ taxable, shopStateCode = SHOP_STATE_CODE, customerGstin = '' }: GstInput): GstSplit {
  const base = Math.max(0, Math.round(taxable));
  const customerState = customerGstin && isValidGstin(customerGstin) ? gstinState(customerGstin) : '';
  if (customerState && customerState !== shopStateCode) {
    const igst = percentToPaisa(base, GST_RATE_PERCENT);
    return { taxable: base, cgst: 0, sgst: 0, igst, tax: igst, placeOfSupply: customerState, interState: true };
  }
  const cgst = percentToPaisa(base, CGST_RATE_PERCENT);
  const sgst = percentToPaisa(base, SGST_RATE_PERCENT);
  return { taxable: base, cgst, sgst, igst: 0, tax: cgst + sgst, placeOfSupply: shopStateCode, interState: false };
}

/** GST state codes the invoice names (the shop's own, and the neighbours a business customer is likeliest from). */
export const GST_STATE_NAMES: Readonly<Record<string, string>> = {
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
};
