import { useT } from '../../../i18n/use-t';
import type { SectionCopy } from '../content/home-copy';
import en from '../home-sections/locales/en.json';

/** Eyebrow, heading (the section's accessible name via `id`) and lead of a Home section. */
export function SectionHead({ id, copy, className = 'section-head' }: { id: string; copy: SectionCopy; className?: string }) {
  const t = useT('home-sections', en);
  return (
    <div className={className}>
      <span className="eyebrow">{t(copy.eyebrow)}</span>
      <h2 id={id}>{t(copy.title)}</h2>
      {copy.lead && <p className="lead">{t(copy.lead)}</p>}
    </div>
  );
}
