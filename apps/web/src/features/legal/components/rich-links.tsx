import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mailtoUrl, telUrl } from '../../../config/business-profile';

/** Tags of the policies' messages (`<link>…</link>`, `<tel>`, `<mail>`) as links, for t.rich. */
export const pageLink = (to: string) => (chunks: ReactNode[]) => (
  <Link key={to} to={to}>
    {chunks}
  </Link>
);

/** `<tel>` calling the shop's phone as its settings have it. */
export const telLink = (phone: string) => (chunks: ReactNode[]) => (
  <a key="tel" href={telUrl(phone)}>
    {chunks}
  </a>
);

/** `<mail>` writing to the shop's e-mail as its settings have it. */
export const mailLink = (email: string) => (chunks: ReactNode[]) => (
  <a key="mail" href={mailtoUrl(email)}>
    {chunks}
  </a>
);
