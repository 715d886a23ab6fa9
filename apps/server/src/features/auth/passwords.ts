import { hash, verify } from '@node-rs/argon2';

/** argon2id, 19 MiB, 2 passes: the OWASP minimum for argon2id. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Checked when no account matches, so a wrong phone takes as long as a wrong password. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-password');
  await verifyPassword(await dummyHash, password);
}
