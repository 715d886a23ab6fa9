import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';
import './legal.css';

/** The frame of the Terms, Privacy and Help pages: a readable column with links between them. */
export function LegalLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const t = useT('legal', en);
  return (
    <article className="container legal-page">
      <header className="legal-page__head">
        <h1>{title}</h1>
        <p className="lead">{intro}</p>
      </header>
      <div className="legal-page__body">{children}</div>
      <nav className="legal-page__nav" aria-label={t('nav.label')}>
        <Link to="/terms">{t('nav.terms')}</Link>
        <Link to="/privacy">{t('nav.privacy')}</Link>
        <Link to="/help">{t('nav.help')}</Link>
        <Link to="/contact">{t('nav.contact')}</Link>
      </nav>
    </article>
  );
}
