/** A field's error line, tied to its control by id. */
export function ErrorText({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p className="field-error" id={id}>
      {text}
    </p>
  );
}

/** aria-describedby for a control: its hint and, when present, its error. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
