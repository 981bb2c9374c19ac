import { hash, verify } from '@node-rs/argon2';

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
