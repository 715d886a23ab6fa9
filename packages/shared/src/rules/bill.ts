/**
 * The parts of a bill beyond qty × rate (docs/decisions/0066): lines by weight, the minimum a
 * service charges by the kilo, the Express surcharge and a tax invoice's round-off. Paise in and
 * out; weights in kilos with at most two decimals.
 */

export const LINE_UNITS = ['pcs', 'kg'] as const;
export type LineUnit = (typeof LINE_UNITS)[number];

/** The lines the server writes itself: an editor that sends them back has them dropped. */
export const LINE_KINDS = ['express', 'minimum'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const MIN_KG = 0.1;
export const MAX_KG = 100;
export const WEIGHT_MESSAGE = 'Enter the weight in kg from 0.1 to 100, with at most 2 decimals (such as 4.25).';

/** The Express factor the spec sells (1.5x), in hundredths, and the range a shop may set. */
export const DEFAULT_EXPRESS_FACTOR_PCT = 150;
export const MIN_EXPRESS_FACTOR_PCT = 100;
export const MAX_EXPRESS_FACTOR_PCT = 300;

const WEIGHT_TEXT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * A weight as typed or sent: a number or numeric text in kilos, 0.1–100, at most 2 decimals.
 * Answers the weight in hundredths of a kilo, or null when it is none of that (it is refused,
 * never rounded: 1.005 is not 1.00 or 1.01).
 */
export function weightCenti(raw: unknown): number | null {
  let text: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return null;
    text = String(raw);
  } else if (typeof raw === 'string') text = raw.trim();
  else return null;
  if (!WEIGHT_TEXT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const centi = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return centi >= MIN_KG * 100 && centi <= MAX_KG * 100 ? centi : null;
}

/** Kilos from hundredths: 425 → 4.25. */
export function kgFromCenti(centi: number): number {
  return centi / 100;
}

/** A weight line's amount: kilos × the rate per kilo, to the paisa (half up). */
export function kgAmount(centi: number, ratePaise: number): number {
  return Math.round((centi * ratePaise) / 100);
}

/** "Express +50%" for a factor of 150. */
export function expressLineName(factorPct: number): string {
  return `Express +${factorPct - 100}%`;
}

/** "Minimum 3 kg", "Minimum 2.5 kg". */
export function minimumLineName(minKgCenti: number): string {
  return `Minimum ${kgFromCenti(minKgCenti)} kg`;
}

/** The Express surcharge on the lines before it: (factor − 1) × their amount, to the paisa. */
export function expressSurcharge(linesPaise: number, factorPct: number): number {
  const extra = Math.max(0, factorPct - 100);
  return Math.round((Math.max(0, linesPaise) * extra) / 100);
}

/** A per-kilo service's rate and minimum as the shop set them: paise per kilo, hundredths of a kilo. */
export interface KgRate {
  rate: number;
  minKgCenti: number;
}

/** A priced line as the minimum rule reads it. */
export interface WeighedLine {
  service: string;
  unit?: LineUnit;
  /** kilos on a kg line */
  qty: number;
  /** paise per kilo on a kg line */
  rate: number;
}

const serviceKey = (service: string) => service.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * One top-up per service whose kg lines weigh less than its minimum: the missing kilos at the rate
 * of that service's first kg line. A service with no kg line on the bill has no minimum to meet.
 */
export function minimumTopUps(
  lines: readonly WeighedLine[],
  perKg: Readonly<Record<string, KgRate>>,
): { service: string; centi: number; rate: number; minKgCenti: number }[] {
  const weighed = new Map<string, { service: string; centi: number; rate: number }>();
  for (const line of lines) {
    if (line.unit !== 'kg') continue;
    const key = serviceKey(line.service);
    const seen = weighed.get(key);
    const centi = Math.round(line.qty * 100);
    if (seen) seen.centi += centi;
    else weighed.set(key, { service: line.service, centi, rate: line.rate });
  }
  const byKey = new Map(Object.entries(perKg).map(([service, rate]) => [serviceKey(service), rate]));
  const topUps: { service: string; centi: number; rate: number; minKgCenti: number }[] = [];
  for (const [key, found] of weighed) {
    const min = byKey.get(key)?.minKgCenti ?? 0;
    if (min > found.centi) topUps.push({ service: found.service, centi: min - found.centi, rate: found.rate, minKgCenti: min });
  }
  return topUps;
}

/**
 * A tax invoice's round-off: the total to the whole rupee (half up) minus the exact total, in
 * paise, from −49 to +50.
 */
export function roundOffPaise(exactTotalPaise: number): number {
  const exact = Math.round(exactTotalPaise);
  return Math.round(exact / 100) * 100 - exact;
}
