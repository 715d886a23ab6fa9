/** A three-step bar with the level's name; the name is announced when it changes. */
export function StrengthMeter({ id, label, level, steps }: { id: string; label: string; level: string; steps: readonly string[] }) {
  const filled = steps.indexOf(level) + 1;
  return (
    <div className="strength" data-level={filled}>
      <div className="strength__bar" aria-hidden="true">
        {steps.map((s, i) => (
          <span key={s} className={`strength__step${i < filled ? ' strength__step--on' : ''}`} />
        ))}
      </div>
      <p id={id} className="strength__text" aria-live="polite">
        {label}: <strong>{level}</strong>
      </p>
    </div>
  );
}
