import type { KeyboardEvent, ReactNode } from 'react';

interface Props {
  /** The server's refusal or the network's failure, in words. */
  error: string;
  /** The success message, shown until the next change. */
  saved: string | null;
  /** "Not saved yet", for lists edited before saving. */
  pending?: string | null;
  busy: boolean;
  label: ReactNode;
  busyLabel: ReactNode;
}

/** A Settings section's Save button with what happened to the last save, read out as it changes. */
export function SaveStatus({ error, saved, pending, busy, label, busyLabel }: Props) {
  return (
    <div className="shop-settings__save">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {saved && !error && (
        <p className="form-success" role="status">
          {saved}
        </p>
      )}
      {pending && !saved && !error && (
        <p className="field-hint" role="status">
          {pending}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/** Enter in a list's "add" fields adds the entry rather than saving the whole list. */
export function addOnEnter(add: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
}
