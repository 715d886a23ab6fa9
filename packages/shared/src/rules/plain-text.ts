/**
 * Characters no person types into a name, a note, an address or a ticket: the C0 controls but tab,
 * line feed and carriage return (an escape starts a terminal colour code), DEL, the C1 controls, and
 * a surrogate without its pair (no character at all: it breaks UTF-8 on the way out).
 */
// Finding control characters is this pattern's whole point.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds a character no one types (FORBIDDEN). */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** The words a refusal of such a character uses, naming the field. */
export const forbiddenCharacterMessage = (field: string) => `${field} contains a character that is not allowed`;
