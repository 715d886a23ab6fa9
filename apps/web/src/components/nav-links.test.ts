import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@laundry/shared/contracts/auth';
import { navLinksFor } from './nav-links';

const user = (role: PublicUser['role']): PublicUser => ({ _id: 'u1', name: 'Ravi', email: null, phone: '9876543210', role });
const labels = (...args: Parameters<typeof navLinksFor>) => navLinksFor(...args).map((l) => l.label);

describe('navLinksFor', () => {
  it('gives a visitor the four public pages', () => {
    expect(labels({ token: null, user: null, authExpiry: null })).toEqual(['Home', 'About Us', 'Contact', 'Prices']);
  });

  it('adds My Orders for a signed-in customer', () => {
    expect(navLinksFor({ token: 't', user: user('customer'), authExpiry: 1 }).at(-1)).toEqual({ to: '/my-orders', label: 'My Orders' });
  });

  it('adds Admin only for an admin', () => {
    expect(labels({ token: 't', user: user('admin'), authExpiry: 1 })).toEqual(['Home', 'About Us', 'Contact', 'Prices', 'My Orders', 'Admin']);
  });

  it('shows My Orders while the user is still being loaded, Admin only once the role is known', () => {
    expect(labels({ token: 't', user: null, authExpiry: 1 })).toEqual(['Home', 'About Us', 'Contact', 'Prices', 'My Orders']);
  });

  it('ignores a stored user without a token', () => {
    expect(labels({ token: null, user: user('admin'), authExpiry: null })).toEqual(['Home', 'About Us', 'Contact', 'Prices']);
  });
});
