import type { ReactNode } from 'react';
import './auth.css';

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
