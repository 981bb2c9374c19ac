import type { FastifyRequest } from 'fastify';
import type { Scope } from '../permissions/scope';
import type { Actor, AuthContext } from './auth-context';

/** The caller as services record it (audit, revisions, scoping): who and from where. */
export const actorOf = (
  auth: AuthContext,
  request: FastifyRequest,
): Actor & { userId: number } => ({
  userId: auth.userId,
  username: auth.username,
  clientAddress: request.ip,
});

/**
 * A caller who writes: who they are (audit) and the rows they may touch. Writes pass the
 * scope down to the repositories (issue 12 §5), so a wrong route check alone never lets a
 * supplier user change another supplier's row.
 */
export type ScopedActor = Actor & { scope: Scope };
