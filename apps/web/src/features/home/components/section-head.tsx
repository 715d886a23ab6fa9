import type { SectionCopy } from '../content/home-copy';

/** Eyebrow, heading (the section's accessible name via `id`) and lead of a Home section. */
export function SectionHead({ id, copy, className = 'section-head' }: { id: string; copy: SectionCopy; className?: string }) {
  return (
    <div className={className}>
      <span className="eyebrow">{copy.eyebrow}</span>
      <h2 id={id}>{copy.title}</h2>
      {copy.lead && <p className="lead">{copy.lead}</p>}
    </div>
  );
}
