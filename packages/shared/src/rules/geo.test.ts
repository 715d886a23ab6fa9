import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';

describe('distanceKm', () => {
  it('is 0 from a place to itself and the same both ways', () => {
    const shop = { lat: 16.9891, lng: 82.2475 };
    expect(distanceKm(shop, shop)).toBe(0);
    const other = { lat: 17.0005, lng: 81.804 };
    expect(distanceKm(shop, other)).toBeCloseTo(distanceKm(other, shop), 9);
  });

  it('gives known distances: a degree of latitude, and Kakinada to Rajahmundry', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 1);
    // Kakinada Main Road to Rajahmundry town: about 47 km in a straight line.
    const km = distanceKm({ lat: 16.9891, lng: 82.2475 }, { lat: 17.0005, lng: 81.804 });
    expect(km).toBeGreaterThan(46);
    expect(km).toBeLessThan(48);
  });
});
