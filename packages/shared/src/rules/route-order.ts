import { distanceKm, type Position } from './geo';

/** What the route needs of a stop: its window and where it is. */
export interface RoutedStop {
  /** ISO start of the stop's window; null = "time to agree", done after every window. */
  windowStart: string | null;
  lat: number | null;
  lng: number | null;
}

function positionOf(stop: RoutedStop): Position | null {
  return stop.lat === null || stop.lng === null ? null : { lat: stop.lat, lng: stop.lng };
}

/**
 * The rider's day in order (docs/decisions/0048): windows one after another (time to agree
 * last); within a window, always the nearest stop not yet placed, starting from the shop for
 * the first window and from the last placed stop after it. Straight-line nearest-next is not
 * the shortest route, but a good one for the dozen stops of a window, and one the rider can
 * follow by eye. Stops without a position come last in their window. Ties, and the stops without
 * a position, keep the order given, so the same stops always come out the same way.
 */
export function routeOrder<S extends RoutedStop>(stops: readonly S[], shop: Position | null): S[] {
  const windows = new Map<string | null, S[]>();
  for (const stop of stops) {
    const group = windows.get(stop.windowStart);
    if (group) group.push(stop);
    else windows.set(stop.windowStart, [stop]);
  }
  // ISO UTC instants sort as text; time to agree after them all.
  const starts = [...windows.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0));

  const route: S[] = [];
  let here = shop;
  for (const start of starts) {
    const group = windows.get(start) ?? [];
    const left = group.flatMap((stop) => {
      const at = positionOf(stop);
      return at ? [{ stop, at }] : [];
    });
    // With no shop position yet, the window's first located stop is where the route begins.
    if (!here && left[0]) here = left[0].at;
    while (left.length > 0 && here) {
      let nearest = 0;
      let best = Infinity;
      for (let i = 0; i < left.length; i++) {
        const d = distanceKm(here, left[i]!.at);
        if (d < best) {
          best = d;
          nearest = i;
        }
      }
      const [next] = left.splice(nearest, 1);
      route.push(next!.stop);
      here = next!.at;
    }
    for (const stop of group) if (!positionOf(stop)) route.push(stop);
  }
  return route;
}
