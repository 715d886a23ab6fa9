/**
 * The one e-mail rule of the product (spec section 5: "looks like a@b.c"): something, an @,
 * something, a dot, something, and no spaces. The forms and the server both use it.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
