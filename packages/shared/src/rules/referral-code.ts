/**
 * Referral codes (spec section 9, docs/decisions/0046): 6 characters a friend can read aloud or
 * copy from a WhatsApp message without mistaking one for another, so the alphabet leaves out
 * 0/O, 1/I and L. 31 characters to the power 6 is about 887 million codes: a clash is rare and
 * the server draws again when the unique index refuses one.
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 6;
export const REFERRAL_CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A number in [0, 1) from the platform's cryptographic source (Node and browsers alike). */
function cryptoRandom(): number {
  const word = new Uint32Array(1);
  globalThis.crypto.getRandomValues(word);
  return word[0]! / 2 ** 32;
}

/** A fresh code; `random` answers a number in [0, 1), injectable for tests. */
export function generateReferralCode(random: () => number = cryptoRandom): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) {
    const index = Math.min(REFERRAL_CODE_ALPHABET.length - 1, Math.floor(random() * REFERRAL_CODE_ALPHABET.length));
    code += REFERRAL_CODE_ALPHABET[index];
  }
  return code;
}

/** As typed or pasted: any case, spaces (and the hyphens people add when they read it out) ignored. */
export function normalizeReferralCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export function isReferralCode(input: string): boolean {
  return REFERRAL_CODE_PATTERN.test(normalizeReferralCode(input));
}
