/** The four single-digit reset-code boxes as pure rules (spec sections 4 and 5). */
export const CODE_LENGTH = 4;

export function emptyCode(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}

/** A code the server sent (or the customer pasted) spread over the boxes; null when it has no digits. */
export function codeFrom(text: string): string[] | null {
  const digits = text.replace(/\D/g, '').slice(0, CODE_LENGTH);
  if (!digits) return null;
  return Array.from({ length: CODE_LENGTH }, (_, i) => digits[i] ?? '');
}

export interface CodeEdit {
  code: string[];
  /** The box to focus next. */
  focus: number;
}

/**
 * What a box's new value means. One digit fills the box and moves on; typing over a digit keeps
 * the new one; several digits (a paste or the phone's code autofill) spread from this box on.
 */
export function typeInto(code: string[], index: number, value: string): CodeEdit {
  const next = [...code];
  let digits = value.replace(/\D/g, '');
  const previous = code[index] ?? '';
  if (digits.length === 2 && previous && digits.includes(previous)) {
    digits = digits.replace(previous, '');
  }
  if (!digits) {
    next[index] = '';
    return { code: next, focus: index };
  }
  if (digits.length >= CODE_LENGTH) return { code: codeFrom(digits)!, focus: CODE_LENGTH - 1 };
  let at = index;
  for (const d of digits) {
    if (at >= CODE_LENGTH) break;
    next[at] = d;
    at++;
  }
  return { code: next, focus: Math.min(at, CODE_LENGTH - 1) };
}

/** A paste anywhere: a whole code fills every box; a fragment fills from this box on. */
export function pasteInto(code: string[], index: number, text: string): CodeEdit | null {
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  return typeInto(code, digits.length >= CODE_LENGTH ? 0 : index, digits);
}

/** Arrow keys move between boxes; Backspace in an empty box clears and moves to the previous one. */
export function keyInto(code: string[], index: number, key: string): CodeEdit | null {
  switch (key) {
    case 'ArrowLeft':
      return { code, focus: Math.max(0, index - 1) };
    case 'ArrowRight':
      return { code, focus: Math.min(CODE_LENGTH - 1, index + 1) };
    case 'Home':
      return { code, focus: 0 };
    case 'End':
      return { code, focus: CODE_LENGTH - 1 };
    case 'Backspace': {
      if (code[index]) return null; // the input's own deletion clears this box
      if (index === 0) return null;
      const next = [...code];
      next[index - 1] = '';
      return { code: next, focus: index - 1 };
    }
    default:
      return null;
  }
}
