import { isAdmin, type Session } from '../lib/session';

export interface NavLinkItem {
  to: string;
  label: string;
}

const PUBLIC_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/prices', label: 'Prices' },
];

/** The page links of the navigation bar for this session (spec section 2). */
export function navLinksFor(session: Session): NavLinkItem[] {
  const links = [...PUBLIC_LINKS];
  if (session.token) links.push({ to: '/my-orders', label: 'My Orders' }, { to: '/profile', label: 'My Profile' });
  if (session.token && isAdmin(session)) links.push({ to: '/admin', label: 'Admin' });
  return links;
}
