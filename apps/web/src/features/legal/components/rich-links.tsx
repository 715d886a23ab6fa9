import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUSINESS, mailtoUrl, telUrl } from '../../../config/business-profile';

/** Tags of the policies' messages (`<link>…</link>`, `<tel>`, `<mail>`) as links, for t.rich. */
export const pageLink = (to: string) => (chunks: ReactNode[]) => (
  <Link key={to} to={to}>
    {chunks}
  </Link>
);

export const telLink = (chunks: ReactNode[]) => (
  <a key="tel" href={telUrl(BUSINESS.phone)}>
    {chunks}
  </a>
);

export const mailLink = (chunks: ReactNode[]) => (
  <a key="mail" href={mailtoUrl(BUSINESS.email)}>
    {chunks}
  </a>
);
