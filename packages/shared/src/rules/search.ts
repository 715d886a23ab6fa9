/** The spec's order search: case-insensitive with runs of whitespace collapsed. */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Fields joined by a separator no search text can contain, so a match never spans two fields. */
export const SEARCH_FIELD_SEPARATOR = '\u0001';

export function buildSearchText(fields: readonly (string | null | undefined)[]): string {
  return fields.map(normalizeSearch).join(SEARCH_FIELD_SEPARATOR);
}

export function matchesSearch(fields: readonly (string | null | undefined)[], query: string): boolean {
  const q = normalizeSearch(query);
  return q === '' || fields.some((f) => normalizeSearch(f).includes(q));
}
