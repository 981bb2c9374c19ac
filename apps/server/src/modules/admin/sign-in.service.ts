import { TOKEN_HEAD, type LoginRequest, type LoginResponse } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import type { Actor } from '../../platform/auth/auth-context';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../platform/auth/password';
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

/** spec §8: one message for a wrong user ID or a wrong password, never which. */
const incorrectCredentials = () => new BadRequest('auth.incorrectCredentials');

async function refuseWhenThrottled(deps: AppDeps, username: string, client: Client, now: Date) {
  const { windowMs, maxFailuresPerAccount, maxFailuresPerAddress } = deps.config.loginPolicy;
  const since = new Date(now.getTime() - windowMs).toISOString();
  const [byAccount, byAddress] = await Promise.all([
    loginAttemptRepository.countFailuresSince(deps.db.kysely, { username }, since),
    loginAttemptRepository.countFailuresSince(
      deps.db.kysely,
      { clientAddress: client.address },
      since,
    ),
  ]);
  if (byAccount >= maxFailuresPerAccount || byAddress >= maxFailuresPerAddress) {
    throw new TooManyRequests(windowMs / 1000);
  }
}

/** Records a wrong password; the account locks at the policy's count (sessions revoked). */
async function recordFailure(
  deps: AppDeps,
  username: string,
  user: UserRow | undefined,
  client: Client,
) {
  const now = deps.clock().toISOString();
  const actor: Actor = { userId: user?.id ?? null, username, clientAddress: client.address };
  await deps.db.kysely.transaction().execute(async (trx) => {
    await loginAttemptRepository.record(trx, {
      username,
      clientAddress: client.address,
      succeeded: false,
      at: now,
    });
    await appendAudit(trx, actor, {
      action: 'login.failed',
      entity: 'session',
      entityId: username,
    });
    if (!user) return;
    const failures = user.failed_login_count + 1;
    const locks = !user.locked && failures >= deps.config.loginPolicy.lockAfterFailures;
    await userRepository.update(trx, user.id, {
      failed_login_count: failures,
      ...(locks ? { locked: 1 } : {}),
    });
    if (locks) {
      await sessionRepository.revokeAllForUser(trx, user.id, now, 'locked');
      await appendAudit(trx, actor, {
        action: 'user.lock',
        entity: 'user',
        entityId: user.id,
        reason: `${failures} failed sign-ins`,
      });
    }
  });
}

/** Checks a user ID and password with throttling and locking; returns the usable account. */
async function verifyCredentials(deps: AppDeps, request: LoginRequest, client: Client) {
  await refuseWhenThrottled(deps, request.username, client, deps.clock());
  const user = await userRepository.findByUsername(deps.db.kysely, request.username);
  const matches = user
    ? await verifyPassword(user.password_hash, request.password)
    : await verifyAgainstNothing(request.password);
  if (!user || !matches) {
    await recordFailure(deps, request.username, user, client);
    throw incorrectCredentials();
  }
  if (user.locked) throw new Forbidden('auth.accountLocked');
  if (!user.enabled) throw new Forbidden('auth.accountDisabled');
  return user;
}

export async function login(
  deps: AppDeps,
  request: LoginRequest,
  client: Client,
): Promise<LoginResponse> {
  const user = await verifyCredentials(deps, request, client);
  const now = deps.clock();
  const token = newToken();
  await deps.db.kysely.transaction().execute(async (trx) => {
    await sessionRepository.insert(trx, {
      userId: user.id,
      tokenHash: hashToken(token),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + deps.config.sessionTtlMs).toISOString(),
      clientAddress: client.address,
      userAgent: client.userAgent.slice(0, 300),
    });
    await userRepository.update(trx, user.id, {
      failed_login_count: 0,
      last_login_at: now.toISOString(),
    });
    await loginAttemptRepository.record(trx, {
      username: user.username,
      clientAddress: client.address,
      succeeded: true,
      at: now.toISOString(),
    });
    await loginAttemptRepository.pruneBefore(
      trx,
      new Date(now.getTime() - ONE_DAY_MS).toISOString(),
    );
    await appendAudit(
      trx,
      { userId: user.id, username: user.username, clientAddress: client.address },
      { action: 'login', entity: 'session', entityId: user.id },
    );
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
  const passwordHash = await hashPassword(request.newPassword);
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
