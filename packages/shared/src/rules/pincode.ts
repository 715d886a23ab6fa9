/** An Indian PIN code: six digits, the first 1–8 (9 is the army post office's, not an address). */
const PINCODE = /^[1-8]\d{5}$/;
/** A six-digit number standing alone in a text: not part of a phone number or a longer run of digits. */
const PINCODE_IN_TEXT = /(?<!\d)[1-8]\d{5}(?!\d)/g;

export function isPincode(value: string): boolean {
  return PINCODE.test(value);
}

/**
 * The booking's pincode (docs/decisions/0048): the `pincode` field when given, else the last
 * six-digit number in the address that could be one ("…, Kakinada 533001" ends with it;
 * a door number or a phone number earlier in the address is not taken for it); '' when neither.
 */
export function pincodeOf(field: string | undefined, address: string): string {
  const given = (field ?? '').trim();
  if (isPincode(given)) return given;
  return address.match(PINCODE_IN_TEXT)?.at(-1) ?? '';
}
