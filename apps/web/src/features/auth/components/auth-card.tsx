import type { ReactNode } from 'react';
import { useHydratingMark } from '../../../lib/hydrating';
import './auth.css';

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  // A tap on its tabs or buttons before React owns them is held until then (lib/replay-early-input.ts).
  const mark = useHydratingMark();
  return (
    <section className="container auth-page" {...mark}>
      <div className="card auth-card">
        <h1>{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
