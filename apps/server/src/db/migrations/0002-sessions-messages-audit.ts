import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/** Sessions, sign-in attempts (throttling), station messages per recipient, the audit log. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('sessions'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoke_reason', 'varchar(30)')
    .addColumn('client_address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await withId(db.schema.createTable('login_attempts'), dialect)
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('client_address', 'varchar(64)', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_username')
    .on('login_attempts')
    .columns(['username', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_address')
    .on('login_attempts')
    .columns(['client_address', 'attempted_at'])
    .execute();

  await withId(db.schema.createTable('station_messages'), dialect)
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_cn', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('station_message_recipients'), dialect)
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('station_messages.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('receive_time', 'varchar(30)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('station_message_recipients_inbox')
    .on('station_message_recipients')
    .columns(['user_id', 'receive_time'])
    .execute();
  await db.schema
    .createIndex('station_message_recipients_unread')
    .on('station_message_recipients')
    .columns(['user_id', 'read_status'])
    .execute();

  // Append-only: no foreign keys, so a deleted user's history stays whole.
  await withId(db.schema.createTable('audit_log'), dialect)
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
}
