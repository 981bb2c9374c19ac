import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/* Users, groups, menus, permission resources, sessions, station messages, audit. Part of db/schema.ts's Database. */

export interface UserGroupTable {
  id: Generated<number>;
  name: string;
  description: string;
  builtin: number;
  sort: number;
  created_at: string;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nickname: string;
  email: string;
  icon: string;
  group_id: number;
  enabled: number;
  /** spec "locked": set and lifted by an administrator only */
  locked: number;
  /** an automatic lock's end; null or past: none (migration 0012) */
  locked_until: ColumnType<string | null, string | null | undefined, string | null>;
  failed_login_count: number;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserSupplierTable {
  user_id: number;
  supplier_id: number;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  title: string;
  entitle: string;
  icon: string;
  hidden: number;
  sort: number;
  keep_alive: number;
  level: number;
  created_at: string;
}

export interface ResourceCategoryTable {
  id: Generated<number>;
  name: string;
  sort: number;
  created_at: string;
}

export interface ResourceTable {
  id: Generated<number>;
  category_id: number;
  resource_key: string;
  name: string;
  url: string;
  description: string;
  builtin: number;
  created_at: string;
}

export interface GroupMenuTable {
  group_id: number;
  menu_id: number;
}

export interface GroupResourceTable {
  group_id: number;
  resource_id: number;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
  client_address: string;
  user_agent: string;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  username: string;
  client_address: string;
  succeeded: number;
  attempted_at: string;
}

export interface StationMessageTable {
  id: Generated<number>;
  type: number;
  title: string;
  title_cn: string;
  /** the English body, or the one body every reader reads */
  content: string;
  /** the Chinese body; null: zh readers read `content` (migration 0016) */
  content_cn: string | null;
  created_at: string;
}

export interface StationMessageRecipientTable {
  id: Generated<number>;
  message_id: number;
  user_id: number;
  read_status: number;
  receive_time: string;
  read_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  reason: string;
  client_address: string;
}

export type UserRow = Selectable<UserTable>;

export type NewUser = Insertable<UserTable>;

export type UserUpdate = Updateable<UserTable>;

export type MenuRow = Selectable<MenuTable>;

export type ResourceRow = Selectable<ResourceTable>;
