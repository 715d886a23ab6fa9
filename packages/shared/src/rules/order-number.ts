import { istParts, pad } from './ist';

/** 'SL-' + YYYYMMDD + HHmm (shop time) + a suffix, 100-999 by the spec. */
export function formatOrderNumber(date: Date, suffix: number): string {
  const p = istParts(date);
  return `SL-${p.year}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}${suffix}`;
}

/**
 * The spec's suffix is 100-999. `widen` grows the range by a digit for each step; the server
 * only asks for it once a minute's 900 numbers are crowded (see docs/decisions).
 */
export function randomOrderSuffix(random: () => number = Math.random, widen = 0): number {
  const low = 100 * 10 ** widen;
  const high = 1000 * 10 ** widen - 1;
  return low + Math.floor(random() * (high - low + 1));
}

export function generateOrderNumber(date = new Date(), random: () => number = Math.random, widen = 0): string {
  return formatOrderNumber(date, randomOrderSuffix(random, widen));
}

export const ORDER_NUMBER_PATTERN = /^SL-\d{12}\d{3,6}$/;
