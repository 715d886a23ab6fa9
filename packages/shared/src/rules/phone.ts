/**
 * Indian mobile numbers arrive as "+91 98765 43210", "098765 43210" or "9876543210";
 * all of them are one phone, stored as its 10 national digits.
 */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return null;
}

export function digitCount(input: string): number {
  return input.replace(/\D/g, '').length;
}

/** wa.me wants the full international number: digits only, 91 prefixed for 10-digit numbers. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
