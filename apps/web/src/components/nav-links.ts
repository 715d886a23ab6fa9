import { translate } from '../i18n/translate';
import { isAdmin, type Session } from '../lib/session';
import en from './locales/en.json';

export interface NavLinkItem {
  to: string;
  label: string;
}

type NavKey = Extract<keyof typeof en, `nav.${string}`>;

const PUBLIC_LINKS: { to: string; key: NavKey }[] = [
  { to: '/', key: 'nav.home' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/prices', key: 'nav.prices' },
];

/**
 * The page links of the navigation bar for this session (spec section 2), named by `label`: the
 * component's translator, so the links follow a change of language; the language shown otherwise.
 */
export function navLinksFor(session: Session, label: (key: NavKey) => string = (key) => translate('components', en, key)): NavLinkItem[] {
  const link = (to: string, key: NavKey): NavLinkItem => ({ to, label: label(key) });
  const links = PUBLIC_LINKS.map((l) => link(l.to, l.key));
  if (session.token && session.user?.role === 'rider') {
    // A rider's account is for the day's stops: no orders of their own to list.
    links.push(link('/rider', 'nav.rider'), link('/profile', 'nav.profile'));
    return links;
  }
  if (session.token) links.push(link('/my-orders', 'nav.myOrders'), link('/profile', 'nav.profile'));
  if (session.token && isAdmin(session)) links.push(link('/admin', 'nav.admin'));
  return links;
}

/** Where "Book Order" leads: staff book for a customer on their own screen (docs/decisions/0072). */
export function bookPathFor(session: Session): string {
  if (!session.token) return '/orders';
  if (session.user?.role === 'admin') return '/admin/book';
  if (session.user?.role === 'rider') return '/rider/book';
  return '/orders';
}
