/**
 * The rider's route for a full day: 60 stops over the day's windows (a tenth without a position,
 * a few to agree), ordered as GET /rider/stops orders them. Pure computation, no server.
 * Runs inside `npm run bench`; on its own: `npx tsx bench/route-order.ts`.
 */
import { pathToFileURL } from 'node:url';
import { routeOrder, type RoutedStop } from '../packages/shared/src/rules/route-order';
import { DEFAULT_PICKUP_RULES, windowsForDate } from '../packages/shared/src/rules/slots';

const SHOP = { lat: 16.9891, lng: 82.2475 };
export const ROUTE_STOPS = 60;
export const ROUTE_TARGET_MS = 50;

/** A repeatable day: stops spread over 12 km around the shop, in the day's seven windows. */
function day(seed: number): RoutedStop[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const windows = windowsForDate('2026-11-23', DEFAULT_PICKUP_RULES, new Set(), new Date(0)).map((w) => w.start);
  return Array.from({ length: ROUTE_STOPS }, (_, i) => {
    const windowStart = i % 12 === 11 ? null : windows[Math.floor(random() * windows.length)]!;
    if (random() < 0.1) return { windowStart, lat: null, lng: null };
    return { windowStart, lat: SHOP.lat + (random() - 0.5) * 0.22, lng: SHOP.lng + (random() - 0.5) * 0.22 };
  });
}

export interface RouteOrderFigure {
  stops: number;
  /** The slowest single ordering, the first (cold) one included. */
  worstMs: number;
  medianMs: number;
  runs: number;
  targetMs: number;
}

export function measureRouteOrder(runs = 500): RouteOrderFigure {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const stops = day(i + 1);
    const started = performance.now();
    const route = routeOrder(stops, SHOP);
    times.push(performance.now() - started);
    if (route.length !== stops.length) throw new Error('route order lost a stop');
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { stops: ROUTE_STOPS, worstMs: sorted.at(-1)!, medianMs: sorted[Math.floor(runs / 2)]!, runs, targetMs: ROUTE_TARGET_MS };
}

export function describeRouteOrder(f: RouteOrderFigure): string {
  const verdict = f.worstMs < f.targetMs ? 'meets target' : 'MISSES target';
  return `route ordering for ${f.stops} stops: worst ${f.worstMs.toFixed(3)} ms, median ${f.medianMs.toFixed(3)} ms over ${f.runs} days (target < ${f.targetMs} ms): ${verdict}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(describeRouteOrder(measureRouteOrder()));
