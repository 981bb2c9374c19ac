import { hash, verify } from '@node-rs/argon2';
import { BadRequest } from '../http/errors';

// argon2id (algorithm 2), 19 MiB, 2 passes: OWASP's minimum recommendation.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

let dummyHash: Promise<string> | undefined;
/** Spend the same time as a real check when the user ID does not exist (no timing oracle). */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('lading-no-such-user');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * A new or changed password against the LADING_PASSWORD_MIN_LENGTH setting (the contract
 * already holds it to NEW_PASSWORD_MIN..PASSWORD_MAX; the setting may only ask for more).
 * Sign-in never checks it: a password set under a lower minimum still signs in.
 */
export function requireNewPasswordLength(minLength: number, password: string): void {
  if (password.length < minLength) {
    throw new BadRequest('auth.passwordTooShort', { min: minLength });
  }
}

/** The hash of a new or changed password, once it is long enough (requireNewPasswordLength). */
export async function hashNewPassword(minLength: number, password: string): Promise<string> {
  requireNewPasswordLength(minLength, password);
  return hashPassword(password);
}
