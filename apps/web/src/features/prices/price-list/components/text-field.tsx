import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show beside the field; the hint shows when there is none. */
  problem?: string | null;
  hint?: ReactNode;
  maxLength?: number;
  inputMode?: 'decimal' | 'text';
  lang?: string;
  className?: string;
}

/** One labelled box of the price list's forms, its problem read out with it. */
export function TextField({ id, label, value, onChange, problem, hint, maxLength, inputMode, lang, className }: Props) {
  const noteId = `${id}-note`;
  const note = problem || hint;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        lang={lang}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {note && (
        <p className={problem ? 'field-error' : 'field-hint'} id={noteId}>
          {note}
        </p>
      )}
    </div>
  );
}
