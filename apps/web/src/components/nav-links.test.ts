import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { bookPathFor, navLinksFor } from './nav-links';

const user = (role: PublicUser['role']): PublicUser => ({ _id: 'u1', name: 'Ravi', email: null, phone: '9876543210', role, language: 'en' });
const labels = (...args: Parameters<typeof navLinksFor>) => navLinksFor(...args).map((l) => l.label);

describe('navLinksFor', () => {
  it('gives a visitor the four public pages', () => {
    expect(labels({ token: null, user: null, authExpiry: null })).toEqual(['Home', 'About Us', 'Contact', 'Prices']);
  });

  it('adds My Orders and My Profile for a signed-in customer', () => {
    expect(navLinksFor({ token: 't', user: user('customer'), authExpiry: 1 }).slice(-2)).toEqual([
      { to: '/my-orders', label: 'My Orders' },
      { to: '/profile', label: 'My Profile' },
    ]);
  });

  it('adds Admin only for an admin', () => {
    expect(labels({ token: 't', user: user('admin'), authExpiry: 1 })).toEqual([
      'Home',
      'About Us',
      'Contact',
      'Prices',
      'My Orders',
      'My Profile',
      'Admin',
    ]);
  });

  it('gives a rider My Stops and My Profile, and neither My Orders nor Admin', () => {
    expect(labels({ token: 't', user: user('rider'), authExpiry: 1 })).toEqual(['Home', 'About Us', 'Contact', 'Prices', 'My Stops', 'My Profile']);
  });

  it('shows My Orders and My Profile while the user is still being loaded, Admin only once the role is known', () => {
    expect(labels({ token: 't', user: null, authExpiry: 1 })).toEqual(['Home', 'About Us', 'Contact', 'Prices', 'My Orders', 'My Profile']);
  });

  it('ignores a stored user without a token', () => {
    expect(labels({ token: null, user: user('admin'), authExpiry: null })).toEqual(['Home', 'About Us', 'Contact', 'Prices']);
  });
});

describe('bookPathFor', () => {
  it('leads a visitor and a customer to their own booking, and staff to the booking they take for a customer', () => {
    expect(bookPathFor({ token: null, user: null, authExpiry: null })).toBe('/orders');
    expect(bookPathFor({ token: 't', user: user('customer'), authExpiry: 1 })).toBe('/orders');
    expect(bookPathFor({ token: 't', user: user('admin'), authExpiry: 1 })).toBe('/admin/book');
    expect(bookPathFor({ token: 't', user: user('rider'), authExpiry: 1 })).toBe('/rider/book');
  });
});
