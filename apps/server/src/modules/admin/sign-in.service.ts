import { TOKEN_HEAD, type LoginRequest, type LoginResponse } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { LoginPolicy } from '../../config';
import type { UserRow } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import {
  hashNewPassword,
  verifyAgainstNothing,
  verifyPassword,
} from '../../platform/auth/password';
import { sessionRepository } from '../../platform/auth/session.repository';
import { hashToken, newToken } from '../../platform/auth/session.service';
import { appendAudit } from '../../platform/audit/audit.repository';
import { BadRequest, BusinessRule, Forbidden, TooManyRequests } from '../../platform/http/errors';
import { loginAttemptRepository } from './login-attempt.repository';
import { userRepository } from './user.repository';

export interface Client {
  address: string;
  userAgent: string;
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Locked by an administrator (spec "locked", no end) or automatically until `locked_until`.
 * ISO instants of one format compare as strings.
 */
export const isLocked = (user: Pick<UserRow, 'locked' | 'locked_until'>, now: string) =>
  user.locked === 1 || (user.locked_until !== null && user.locked_until > now);

/**
 * spec §8: one message for a wrong user ID or a wrong password, never which. Once the user
 * ID has failed often enough to lock an account, the message also says so: that depends on
 * the attempts alone, never on whether the ID exists or the password was right.
 */
function incorrectCredentials(policy: LoginPolicy, accountFailures: number) {
  if (accountFailures < policy.lockAfterFailures)
    return new BadRequest('auth.incorrectCredentials');
  return new BadRequest('auth.incorrectCredentialsLockHint', {
    failures: policy.lockAfterFailures,
    minutes: Math.ceil(policy.lockMs / 60_000),
  });
}

/**
 * Records a failed sign-in and returns the user ID's failures within the window, this one
 * included. A known account's row is updated first: on PostgreSQL that holds it until the
 * commit, so failures sent at once are counted and judged one after another, each seeing
 * the ones committed before it (issue 23). The failure that brings the count to the policy's
 * number locks the account until `lockMs` from now; its live sessions go on (a stranger's
 * failures must not sign its owner out).
 */
async function recordFailure(
  deps: AppDeps,
  username: string,
  user: UserRow | undefined,
  client: Client,
): Promise<number> {
  const policy = deps.config.loginPolicy;
  const now = deps.clock();
  const at = now.toISOString();
  const since = new Date(now.getTime() - policy.windowMs).toISOString();
  const actor: Actor = { userId: user?.id ?? null, username, clientAddress: client.address };
  return deps.db.kysely.transaction().execute(async (trx) => {
    const lock = user ? await userRepository.recordFailedSignIn(trx, user.id) : undefined;
    await loginAttemptRepository.record(trx, {
      username,
      clientAddress: client.address,
      succeeded: false,
      at,
    });
    await appendAudit(trx, actor, {
      action: 'login.failed',
      entity: 'session',
      entityId: username,
    });
    const accountFailures = await loginAttemptRepository.countAccountFailuresSince(
      trx,
      username,
      since,
    );
    if (user && lock && !isLocked(lock, at) && accountFailures >= policy.lockAfterFailures) {
      const lockedUntil = new Date(now.getTime() + policy.lockMs).toISOString();
      await userRepository.update(trx, user.id, { locked_until: lockedUntil });
      await appendAudit(trx, actor, {
        action: 'user.lock',
        entity: 'user',
        entityId: user.id,
        after: { lockedUntil },
        reason: `${accountFailures} failed sign-ins within ${policy.windowMs / 60_000} minutes`,
      });
    }
    return accountFailures;
  });
}

/**
 * Checks a user ID and password; returns the account to sign in. In order
 * (docs/decisions, issue 12):
 * - this user ID failed too often from this address: 429, the password is not even read;
 * - a right password for an account that is neither locked nor disabled: signed in, however
 *   many failures this address has made on other accounts;
 * - otherwise a failure, the same whatever the password of a locked account was: 429 when
 *   this address has failed too often over all user IDs, else 400.
 */
async function verifyCredentials(deps: AppDeps, request: LoginRequest, client: Client) {
  const policy = deps.config.loginPolicy;
  const now = deps.clock();
  const failures = await loginAttemptRepository.countFailuresSince(
    deps.db.kysely,
    { username: request.username, clientAddress: client.address },
    new Date(now.getTime() - policy.windowMs).toISOString(),
  );
  const retryAfterSeconds = policy.windowMs / 1000;
  if (failures.accountAtAddress >= policy.maxFailuresPerAccountAddress) {
    throw new TooManyRequests(retryAfterSeconds);
  }
  const user = await userRepository.findByUsername(deps.db.kysely, request.username);
  const matches = user
    ? await verifyPassword(user.password_hash, request.password)
    : await verifyAgainstNothing(request.password);
  if (user && matches && !isLocked(user, now.toISOString())) {
    if (!user.enabled) throw new Forbidden('auth.accountDisabled');
    return user;
  }
  const accountFailures = await recordFailure(deps, request.username, user, client);
  if (failures.address >= policy.maxFailuresPerAddress)
    throw new TooManyRequests(retryAfterSeconds);
  throw incorrectCredentials(policy, accountFailures);
}

/**
 * Signs in: a new session (the user's oldest live ones beyond the cap end in the same
 * transaction), the failure count and any lapsed automatic lock cleared, this address's
 * failures on the account forgotten.
 */
export async function login(
  deps: AppDeps,
  request: LoginRequest,
  client: Client,
): Promise<LoginResponse> {
  const user = await verifyCredentials(deps, request, client);
  const now = deps.clock();
  const at = now.toISOString();
  const token = newToken();
  const actor: Actor = { userId: user.id, username: user.username, clientAddress: client.address };
  await deps.db.kysely.transaction().execute(async (trx) => {
    await sessionRepository.insert(trx, {
      userId: user.id,
      tokenHash: hashToken(token),
      now: at,
      expiresAt: new Date(now.getTime() + deps.config.sessionTtlMs).toISOString(),
      clientAddress: client.address,
      userAgent: client.userAgent.slice(0, 300),
    });
    const ended = await sessionRepository.revokeBeyondNewest(
      trx,
      user.id,
      deps.config.maxSessionsPerUser,
      at,
      'sessionLimit',
    );
    await userRepository.update(trx, user.id, {
      failed_login_count: 0,
      locked_until: null,
      last_login_at: at,
    });
    await loginAttemptRepository.clearFailures(trx, {
      username: user.username,
      clientAddress: client.address,
    });
    await loginAttemptRepository.record(trx, {
      username: user.username,
      clientAddress: client.address,
      succeeded: true,
      at,
    });
    await loginAttemptRepository.pruneBefore(
      trx,
      new Date(now.getTime() - ONE_DAY_MS).toISOString(),
    );
    await appendAudit(trx, actor, {
      action: 'login',
      entity: 'session',
      entityId: user.id,
      ...(ended
        ? { reason: `${ended} oldest session(s) ended: at most ${deps.config.maxSessionsPerUser}` }
        : {}),
    });
  });
  return { token, tokenHead: TOKEN_HEAD };
}

/** spec §8 "The account is logged in elsewhere": asked with the credentials, before login. */
export async function isSignedInElsewhere(
  deps: AppDeps,
  request: LoginRequest,
  client: Client,
): Promise<boolean> {
  const user = await verifyCredentials(deps, request, client);
  return (
    (await sessionRepository.countLive(deps.db.kysely, user.id, deps.clock().toISOString())) > 0
  );
}

/** Revokes the presented session if it is live; signing out twice is not an error. */
export async function logout(deps: AppDeps, token: string | undefined, client: Client) {
  if (!token) return;
  const now = deps.clock().toISOString();
  await deps.db.kysely.transaction().execute(async (trx) => {
    const revoked = await sessionRepository.revokeByTokenHash(trx, hashToken(token), now, 'logout');
    if (!revoked) return;
    await appendAudit(
      trx,
      { userId: revoked.userId, username: revoked.username, clientAddress: client.address },
      { action: 'logout', entity: 'session', entityId: revoked.userId },
    );
  });
}

/** spec §5 change password; every session of the user ends, this one included. */
export async function changePassword(
  deps: AppDeps,
  actor: Actor & { userId: number },
  request: { oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await userRepository.findById(deps.db.kysely, actor.userId);
  if (!user || !(await verifyPassword(user.password_hash, request.oldPassword))) {
    throw new BusinessRule('auth.oldPasswordIncorrect');
  }
  if (request.oldPassword === request.newPassword) throw new BusinessRule('auth.passwordUnchanged');
  const passwordHash = await hashNewPassword(deps.config.passwordMinLength, request.newPassword);
  const now = deps.clock().toISOString();
  await deps.db.kysely.transaction().execute(async (trx) => {
    await userRepository.update(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await sessionRepository.revokeAllForUser(trx, user.id, now, 'password');
    await appendAudit(trx, actor, {
      action: 'user.changePassword',
      entity: 'user',
      entityId: user.id,
    });
  });
}
