import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';
import { routeOrder, type RoutedStop } from './route-order';

const SHOP = { lat: 16.9891, lng: 82.2475 };
const NINE = '2026-11-23T03:30:00.000Z';
const ELEVEN = '2026-11-23T05:30:00.000Z';

interface Stop extends RoutedStop {
  id: string;
}
/** A stop `km` north (positive) or south of the shop, east by `eastKm`. */
function stop(id: string, windowStart: string | null, km: number | null, eastKm = 0): Stop {
  if (km === null) return { id, windowStart, lat: null, lng: null };
  return { id, windowStart, lat: SHOP.lat + km / 111.2, lng: SHOP.lng + eastKm / 106.4 };
}
const ids = (stops: Stop[]) => stops.map((s) => s.id);

describe('routeOrder', () => {
  it('goes window by window, time to agree last, whatever order the stops come in', () => {
    const stops = [stop('agree', null, 0.1), stop('eleven', ELEVEN, 0.2), stop('nine', NINE, 5)];
    expect(ids(routeOrder(stops, SHOP))).toEqual(['nine', 'eleven', 'agree']);
  });

  it('within a window takes the nearest stop from the shop, then the nearest from there', () => {
    // Along a line north of the shop: 3 km, 1 km, 2 km and 4 km away, given shuffled.
    const stops = [stop('3', NINE, 3), stop('1', NINE, 1), stop('4', NINE, 4), stop('2', NINE, 2)];
    expect(ids(routeOrder(stops, SHOP))).toEqual(['1', '2', '3', '4']);
  });

  it('is nearest-next, not nearest-to-the-shop: it follows the path it is on', () => {
    // 1 km north, then 1.5 km further north is nearer than 2 km south of the shop.
    const stops = [stop('south', NINE, -2), stop('north', NINE, 1), stop('further', NINE, 2.5)];
    expect(ids(routeOrder(stops, SHOP))).toEqual(['north', 'further', 'south']);
  });

  it('starts a later window from the last stop placed, not from the shop', () => {
    const stops = [stop('far', NINE, 10), stop('near-shop', ELEVEN, 0.5), stop('near-far', ELEVEN, 9)];
    expect(ids(routeOrder(stops, SHOP))).toEqual(['far', 'near-far', 'near-shop']);
  });

  it('puts stops without a position last in their window, in the order given', () => {
    const stops = [stop('x', NINE, null), stop('a', NINE, 2), stop('y', NINE, null), stop('b', NINE, 1), stop('later', ELEVEN, 1)];
    expect(ids(routeOrder(stops, SHOP))).toEqual(['b', 'a', 'x', 'y', 'later']);
  });

  it('carries the last located stop over a window of stops without positions', () => {
    const stops = [
      stop('far', NINE, 10),
      stop('unknown', ELEVEN, null),
      stop('near-shop', '2026-11-23T07:30:00.000Z', 0.5),
      stop('near-far', '2026-11-23T07:30:00.000Z', 9.5),
    ];
    expect(ids(routeOrder(stops, SHOP))).toEqual(['far', 'unknown', 'near-far', 'near-shop']);
  });

  it('without the shop position begins at the first located stop', () => {
    const stops = [stop('b', NINE, 5), stop('a', NINE, 1), stop('c', NINE, 6)];
    expect(ids(routeOrder(stops, null))).toEqual(['b', 'c', 'a']);
  });

  it('keeps every stop exactly once, and each step goes to the nearest stop left in its window', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const windows = [NINE, ELEVEN, null];
    const stops = Array.from({ length: 60 }, (_, i) =>
      random() < 0.1 ? stop(`s${i}`, windows[i % 3]!, null) : stop(`s${i}`, windows[i % 3]!, (random() - 0.5) * 20, (random() - 0.5) * 20),
    );
    const route = routeOrder(stops, SHOP);
    expect([...ids(route)].sort()).toEqual([...ids(stops)].sort());
    let here = SHOP;
    for (let i = 0; i < route.length; i++) {
      const current = route[i]!;
      if (current.lat === null || current.lng === null) continue;
      const rest = route.slice(i).filter((s) => s.windowStart === current.windowStart && s.lat !== null && s.lng !== null);
      const nearest = Math.min(...rest.map((s) => distanceKm(here, { lat: s.lat!, lng: s.lng! })));
      expect(distanceKm(here, { lat: current.lat, lng: current.lng })).toBe(nearest);
      here = { lat: current.lat, lng: current.lng };
    }
  });

  it('answers an empty day with no stops', () => {
    expect(routeOrder([], SHOP)).toEqual([]);
  });
});
