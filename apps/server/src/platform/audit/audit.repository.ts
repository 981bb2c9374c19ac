import type { Queryable } from '../../db/database';
import type { Actor } from '../auth/auth-context';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Never store these in the audit trail, whatever a caller passes. */
const SECRET_KEYS = new Set(['password', 'password_hash', 'passwordHash', 'token', 'token_hash']);

const toJson = (value: unknown): string | null =>
  value === undefined
    ? null
    : JSON.stringify(value, (key, inner: unknown) => (SECRET_KEYS.has(key) ? undefined : inner));

/** Appends one audit row; call it inside the transaction of the write it records. */
export async function appendAudit(db: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      actor_id: actor.userId,
      actor_name: actor.username,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before_json: toJson(entry.before),
      after_json: toJson(entry.after),
      reason: entry.reason ?? '',
      client_address: actor.clientAddress,
    })
    .execute();
}
