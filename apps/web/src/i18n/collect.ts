/** A namespace's messages: key → ICU message. */
export type Messages = Record<string, string>;
/** Every namespace's messages of one language. */
export type Catalogue = Record<string, Messages>;

/** The namespace of a catalogue file: the folder that holds its `locales/` folder. */
export function namespaceOf(path: string): string {
  const match = /\/([^/]+)\/locales\/[a-z]{2}\.json$/.exec(path);
  if (!match?.[1]) throw new Error(`Not a catalogue path: ${path}`);
  return match[1];
}

export function collect(modules: Record<string, Messages>): Catalogue {
  const catalogue: Catalogue = {};
  for (const [path, messages] of Object.entries(modules)) catalogue[namespaceOf(path)] = messages;
  return catalogue;
}
