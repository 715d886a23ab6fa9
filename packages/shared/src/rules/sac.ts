/**
 * The SAC (GST service accounting code) of an invoice line, from the line's service
 * (docs/decisions/0047). Every code sits in group 99971, "Washing, cleaning and dyeing
 * services", of heading 9997; all are taxed at 18%, so the code names the service and never
 * changes the tax. A line's service is free text (the price list's "Steam Iron", the order's
 * "Wash and Iron", or whatever the shop typed), so it is matched by words, the most specific first.
 */
export const SAC = {
  /** 999712 Dry-cleaning services (including dry-cleaning of fur products) */
  dryCleaning: '999712',
  /** 999713 Other textile cleaning services: washing, the laundry's main work */
  textileCleaning: '999713',
  /** 999714 Pressing services: ironing on its own */
  pressing: '999714',
  /** 999715 Dyeing and colouring services */
  dyeing: '999715',
  /** 999719 Other washing, cleaning and dyeing services n.e.c.: shoes, bags, carpets, sofas, anything else */
  other: '999719',
} as const;
export type SacCode = (typeof SAC)[keyof typeof SAC];

export function sacFor(service: string): SacCode {
  const s = service.toLowerCase();
  if (/dry\s*-?\s*clean/.test(s)) return SAC.dryCleaning;
  if (/\bdye|colou?r/.test(s)) return SAC.dyeing;
  // "Wash and Iron", "Wash Iron": one supply whose principal part is the washing.
  if (/wash|laundry|fold/.test(s)) return SAC.textileCleaning;
  if (/iron|press|steam/.test(s)) return SAC.pressing;
  return SAC.other;
}
