/**
 * Which price-list item a line's typed name stands for (docs/decisions/0041, 0066): the whole
 * name, or one of the names it joins with "/" ("Shirt" and "T-Shirt" both mean "Shirt / T-Shirt"),
 * without case or extra spaces; else its Telugu or Hindi name ("చీర" and "साड़ी" mean "Saree").
 * English first, so a name the shop uses in English keeps meaning what it meant.
 */
export interface NamedItem {
  name: string;
  names: { te: string; hi: string };
}

const words = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function findPriceItem<T extends NamedItem>(list: readonly T[], typed: string): T | null {
  const t = words(typed);
  if (!t) return null;
  const whole = (name: string) => words(name) === t;
  const part = (name: string) => name.split('/').map(words).includes(t);
  const english = (s: T) => [s.name];
  const every = (s: T) => [s.name, s.names.te, s.names.hi].filter(Boolean);
  return (
    list.find((s) => english(s).some(whole)) ??
    list.find((s) => english(s).some(part)) ??
    list.find((s) => every(s).some(whole)) ??
    list.find((s) => every(s).some(part)) ??
    null
  );
}
