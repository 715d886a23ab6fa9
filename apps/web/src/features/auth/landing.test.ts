import { describe, expect, it } from 'vitest';
import { landingFor } from './landing';

describe('where sign-in leads', () => {
  it('takes each role to its own work when no page sent them', () => {
    expect(landingFor('admin', null)).toBe('/admin');
    expect(landingFor('rider', null)).toBe('/rider');
    expect(landingFor('customer', null)).toBe('/orders');
  });

  it('goes back to the page that sent them, but a rider only to rider pages', () => {
    expect(landingFor('customer', '/my-orders')).toBe('/my-orders');
    expect(landingFor('admin', '/admin?tab=settings')).toBe('/admin?tab=settings');
    expect(landingFor('rider', '/rider?day=tomorrow')).toBe('/rider?day=tomorrow');
    expect(landingFor('rider', '/my-orders')).toBe('/rider');
    expect(landingFor('rider', '/admin')).toBe('/rider');
    expect(landingFor('rider', '/riders')).toBe('/rider');
  });
});
