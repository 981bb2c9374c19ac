import { insertInBlocks } from '../../db/bulk-insert';
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

const auditRow = (actor: Actor, entry: AuditEntry, at: string) => ({
  at,
  actor_id: actor.userId,
  actor_name: actor.username,
  action: entry.action,
  entity: entry.entity,
  entity_id: String(entry.entityId),
  before_json: toJson(entry.before),
  after_json: toJson(entry.after),
  reason: entry.reason ?? '',
  client_address: actor.clientAddress,
});

/** Appends one audit row; call it inside the transaction of the write it records. */
export async function appendAudit(db: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values(auditRow(actor, entry, new Date().toISOString()))
    .execute();
}

/** Appends audit rows in order, a few multi-row inserts for a whole import batch. */
export async function appendAudits(
  db: Queryable,
  actor: Actor,
  entries: readonly AuditEntry[],
): Promise<void> {
  const at = new Date().toISOString();
  await insertInBlocks(
    db,
    'audit_log',
    entries.map((entry) => auditRow(actor, entry, at)),
    (block) => db.insertInto('audit_log').values(block),
  );
}
