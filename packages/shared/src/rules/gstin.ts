/**
 * A GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity
 * number (1–9 or A–Z), 'Z', and a check character computed from the first 14 (GSTN's mod-36
 * checksum), so a mistyped character is caught before it is printed on an invoice.
 */
const GSTIN_PATTERN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(value: string): boolean {
  const match = GSTIN_PATTERN.exec(value);
  if (!match) return false;
  const state = Number(match[1]);
  if (state < 1 || state > 38) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** The GST state code a GSTIN belongs to ("37" for Andhra Pradesh). */
export function gstinState(gstin: string): string {
  return gstin.slice(0, 2);
}
