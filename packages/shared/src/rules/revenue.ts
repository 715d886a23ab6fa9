import { SERVICES, type Service } from '../constants';

/** Other names the shop's lines use for its services, as the price list's columns and common typing have them. */
const ALIASES: Record<string, Service> = {
  'wash & fold': 'Wash and Fold',
  'wash fold': 'Wash and Fold',
  'wash & iron': 'Wash and Iron',
  'wash iron': 'Wash and Iron',
  'steam iron': 'Iron',
  ironing: 'Iron',
  'dry cleaning': 'Dry Clean',
  'dry-clean': 'Dry Clean',
};

/** A line's free-text service as one of the five; anything else is Others. */
export function serviceOfLine(text: string): Service {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return SERVICES.find((s) => s.toLowerCase() === key) ?? ALIASES[key] ?? 'Others';
}

export interface RevenueLine {
  service: string;
  /** paise */
  amount: number;
  kind?: string | null;
}

/**
 * An order's total shared over its lines in proportion to their amounts, each share under the
 * line's own service (docs/decisions/0066). The Express line is a share of the lines it was
 * worked out from, so it follows them. Whole paise: the shares always add up to the total
 * (largest remainder). An order without a line of any amount counts under `fallback`.
 */
export function revenueShares(totalPaise: number, lines: readonly RevenueLine[], fallback: Service): Map<Service, number> {
  const weighted = lines.filter((l) => l.kind !== 'express' && l.amount > 0);
  const weight = weighted.reduce((sum, l) => sum + l.amount, 0);
  const shares = new Map<Service, number>();
  if (weight === 0 || totalPaise === 0) {
    if (totalPaise !== 0) shares.set(fallback, totalPaise);
    return shares;
  }
  const exact = weighted.map((l) => (totalPaise * l.amount) / weight);
  const floors = exact.map(Math.floor);
  let left = totalPaise - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => [v - floors[i]!, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  weighted.forEach((l, i) => {
    const service = serviceOfLine(l.service);
    shares.set(service, (shares.get(service) ?? 0) + floors[i]!);
  });
  return shares;
}
