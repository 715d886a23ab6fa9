import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './legal.css';

/** The frame of the Terms, Privacy and Help pages: a readable column with links between them. */
export function LegalLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="container legal-page">
      <header className="legal-page__head">
        <h1>{title}</h1>
        <p className="lead">{intro}</p>
      </header>
      <div className="legal-page__body">{children}</div>
      <nav className="legal-page__nav" aria-label="Policies and help">
        <Link to="/terms">Terms of Service</Link>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/help">Help</Link>
        <Link to="/contact">Contact</Link>
      </nav>
    </article>
  );
}
