import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { Unauthorized } from '../http/errors';
import { scopeFor } from '../permissions/scope';
import { isAdministrator } from '@lading/shared';
import type { AuthContext } from './auth-context';
import { sessionRepository } from './session.repository';
import { userSupplierIds } from './user-suppliers.repository';

/** Opaque session tokens: 32 random bytes for the client, their SHA-256 in the database. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const TOUCH_EVERY_MS = 60_000;

export type RevokeReason =
  'logout' | 'password' | 'disabled' | 'locked' | 'deleted' | 'sessionLimit';

/** The caller, and whether their group holds the resource the route asked about. */
export interface Authenticated {
  auth: AuthContext;
  /** The group's grant of `resourceKey` (false when none was asked; administrators aside). */
  granted: boolean;
}

/**
 * Resolves a bearer token to the caller, or throws 401 with the reason the user should see;
 * with `resourceKey`, the same query reads the group's grant of it (one look-up per request).
 */
export async function authenticate(
  db: Db,
  token: string,
  now: Date,
  resourceKey: string | null = null,
): Promise<Authenticated> {
  const session = await sessionRepository.findByTokenHash(db.kysely, hashToken(token), resourceKey);
  if (!session || session.revokedAt || !session.enabled || session.locked) throw new Unauthorized();
  const nowIso = now.toISOString();
  if (session.expiresAt <= nowIso) throw new Unauthorized('auth.sessionExpired');
  if (now.getTime() - Date.parse(session.lastSeenAt) > TOUCH_EVERY_MS) {
    await sessionRepository.touch(db.kysely, session.sessionId, nowIso);
  }
  const roles = [session.groupName];
  const supplierIds = await userSupplierIds(db.kysely, session.userId, roles);
  return {
    auth: {
      sessionId: session.sessionId,
      userId: session.userId,
      username: session.username,
      groupId: session.groupId,
      roles,
      isAdministrator: isAdministrator(roles),
      scope: scopeFor(roles, supplierIds),
    },
    // SQLite answers exists() with 0/1, PostgreSQL with a boolean
    granted: Boolean(session.granted),
  };
}

/** `Authorization: Bearer <token>` (spec §4: tokenHead + token). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
