import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';

/** The levels the shared password rules name (password-strength.ts); shown in the language of the page. */
export type StrengthLevel = 'Weak' | 'Okay' | 'Medium' | 'Strong';

/** A three-step bar with the level's name; the name is announced when it changes. */
export function StrengthMeter({ id, label, level, steps }: { id: string; label: string; level: StrengthLevel; steps: readonly StrengthLevel[] }) {
  const t = useT('auth', en);
  const filled = steps.indexOf(level) + 1;
  return (
    <div className="strength" data-level={filled}>
      <div className="strength__bar" aria-hidden="true">
        {steps.map((s, i) => (
          <span key={s} className={`strength__step${i < filled ? ' strength__step--on' : ''}`} />
        ))}
      </div>
      <p id={id} className="strength__text" aria-live="polite">
        {label}: <strong>{t(`strength.${level}`)}</strong>
      </p>
    </div>
  );
}
