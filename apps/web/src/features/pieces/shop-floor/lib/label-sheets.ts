import type { Piece } from '@laundry/shared/contracts/pieces';

/** The two label stocks (docs/decisions/0056): a thermal roll of 50 × 25 mm, or an A4 sheet of 3 × 8. */
export type LabelSize = 'thermal' | 'a4';
export const A4_LABELS_PER_SHEET = 24;

export function labelSize(asked: string | null): LabelSize {
  return asked === 'a4' ? 'a4' : 'thermal';
}

/** Every piece, or only the one asked for (Reprint); none when that tag is not the order's. */
export function piecesToPrint(pieces: readonly Piece[], tag: string | null): Piece[] {
  return tag ? pieces.filter((p) => p.tag === tag) : [...pieces];
}

/** Labels grouped a page at a time: one per thermal label, 24 per A4 sheet. */
export function labelPages<T>(labels: readonly T[], size: LabelSize): T[][] {
  const per = size === 'a4' ? A4_LABELS_PER_SHEET : 1;
  const pages: T[][] = [];
  for (let i = 0; i < labels.length; i += per) pages.push(labels.slice(i, i + per));
  return pages;
}

/** What fits on a 50 mm label: the customer's first name, or nothing for a walk-in without one. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
