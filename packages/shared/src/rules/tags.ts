/**
 * Piece tags (docs/decisions/0056): `1042-03` is piece 3 of the order whose tag number is 1042.
 * A label's QR code says `SLL:1042-03`; SLL marks this shop's labels, so another shop's label is
 * told apart from a mistyped one.
 */
export const LABEL_PREFIX = 'SLL:';
export const TAG_PATTERN = /^(\d{4,7})-(\d{2,3})$/;

export function formatTag(tagNumber: number, idx: number): string {
  return `${tagNumber}-${String(idx).padStart(2, '0')}`;
}

/** What a label's QR code holds. */
export function labelPayload(tag: string): string {
  return `${LABEL_PREFIX}${tag}`;
}

export type ScannedCode = { ok: true; tag: string } | { ok: false; reason: 'tag_invalid' | 'label_foreign' };

/**
 * A scanned QR (`SLL:1042-03`) or a typed code (`1042-03`, `1042 03`, ` 1042-3 `). A QR that is not
 * ours (a URL, another shop's code) is foreign; anything else that is no tag is invalid.
 */
export function readCode(raw: string): ScannedCode {
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'tag_invalid' };
  let body = text;
  if (text.toUpperCase().startsWith(LABEL_PREFIX)) body = text.slice(LABEL_PREFIX.length);
  else if (/[a-z]/i.test(text) || /[:/]/.test(text)) return { ok: false, reason: 'label_foreign' };
  const match = /^(\d{4,7})[\s-](\d{1,3})$/.exec(body.trim());
  if (!match) return { ok: false, reason: 'tag_invalid' };
  return { ok: true, tag: formatTag(Number(match[1]), Number(match[2])) };
}

/** The pieces of item lines, one per unit, in line order: `[{service, item}]`. */
export function piecesOf(lines: readonly { service: string; item: string; qty: number }[]): { service: string; item: string }[] {
  return lines.flatMap((line) => Array.from({ length: Math.max(0, Math.floor(line.qty)) }, () => ({ service: line.service, item: line.item })));
}
