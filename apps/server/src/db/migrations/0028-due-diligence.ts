import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { withId } from './columns';

/**
 * Issue 17: stored files and supplier due diligence. `stored_files` is one row per upload
 * (its bytes kept content-addressed by sha256 in the file storage, so the same content is
 * stored once) with the record that owns it, which decides who may read it. A supplier's
 * files: the file types each supply stage needs, one `supplier_files` row per supplier ×
 * file type (its latest version's status kept on it for the lists), every upload a
 * version with its checksum, validity and review; the profile's checks; the stage record
 * (stage moves, uploads, decisions, checks, status changes); status change (AVL)
 * requests, one pending per supplier; and the expiry warnings sent, so none goes twice.
 */
/**
 * The file types a fresh database starts with, per supply stage (administrators change
 * them on supplierStage): stage, name, Chinese name, kind, formats, expiry control, default
 * validity in months, required.
 */
const FILE_TYPES: readonly [
  string,
  string,
  string,
  string,
  string[],
  number,
  number | null,
  number,
][] = [
  [
    'basicInfo',
    'Supplier information form',
    '供应商信息表',
    'other',
    ['pdf', 'docx', 'xlsx'],
    0,
    null,
    1,
  ],
  ['basicInfo', 'Business licence', '营业执照', 'other', ['pdf', 'jpg', 'png'], 1, 12, 1],
  ['preDueDiligence', 'NDA', '保密协议', 'nda', ['pdf'], 1, 24, 1],
  [
    'preDueDiligence',
    'Pre-due-diligence questionnaire',
    '预尽职调查问卷',
    'other',
    ['pdf', 'docx', 'xlsx'],
    0,
    null,
    1,
  ],
  [
    'supplierEvaluation',
    'Factory audit report',
    '工厂审核报告',
    'other',
    ['pdf', 'docx', 'pptx'],
    1,
    12,
    1,
  ],
  [
    'supplierEvaluation',
    'Quality certificate (ISO 9001)',
    '质量证书（ISO 9001）',
    'other',
    ['pdf', 'jpg', 'png'],
    1,
    36,
    0,
  ],
  ['ongoingMaintenance', 'Framework contract', '框架合同', 'contract', ['pdf'], 1, 24, 1],
  [
    'ongoingMaintenance',
    'Annual review',
    '年度评审',
    'other',
    ['pdf', 'docx', 'xlsx', 'pptx'],
    1,
    12,
    0,
  ],
  ['phaseOut', 'Termination letter', '终止函', 'termination', ['pdf', 'docx'], 0, null, 1],
];

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const score = dialect === 'postgres' ? 'double precision' : 'real';

  await withId(db.schema.createTable('stored_files'), dialect)
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('owner_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stored_files_sha256').on('stored_files').column('sha256').execute();
  await db.schema
    .createIndex('stored_files_owner')
    .on('stored_files')
    .columns(['owner_type', 'owner_id'])
    .execute();

  await withId(db.schema.createTable('supplier_file_types'), dialect)
    .addColumn('stage', 'varchar(30)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_cn', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('formats_json', 'varchar(100)', (c) => c.notNull())
    .addColumn('expiry_control', 'integer', (c) => c.notNull())
    .addColumn('default_validity_months', 'integer')
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('supplier_file_types_name')
    .on('supplier_file_types')
    .unique()
    .columns(['stage', 'name'])
    .execute();

  await withId(db.schema.createTable('supplier_files'), dialect)
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('file_type_id', 'integer', (c) => c.notNull().references('supplier_file_types.id'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('latest_version_id', 'integer')
    .addColumn('version_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('supplier_files_key', ['supplier_id', 'file_type_id'])
    .execute();

  await withId(db.schema.createTable('supplier_file_versions'), dialect)
    .addColumn('supplier_file_id', 'integer', (c) => c.notNull().references('supplier_files.id'))
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id'))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('comment', 'varchar(500)', (c) => c.notNull())
    .addColumn('expiry_control', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_until', 'varchar(10)')
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('uploaded_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('reviewed_by_name', 'varchar(64)')
    .addColumn('reviewed_at', 'varchar(30)')
    .addColumn('review_comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('supplier_file_versions_no', ['supplier_file_id', 'version_no'])
    .execute();
  await db.schema
    .createIndex('supplier_file_versions_status')
    .on('supplier_file_versions')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('supplier_file_versions_until')
    .on('supplier_file_versions')
    .columns(['status', 'valid_until'])
    .execute();

  await db.schema
    .createTable('supplier_checks')
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('check_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('score', score)
    .addColumn('result', 'varchar(20)')
    .addColumn('comment', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_until', 'varchar(10)')
    .addColumn('updated_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('supplier_checks_pk', ['supplier_id', 'check_code'])
    .execute();

  await withId(db.schema.createTable('supplier_stage_records'), dialect)
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_value', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('to_value', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('file_type_id', 'integer', (c) => c.references('supplier_file_types.id'))
    .addColumn('version_no', 'integer')
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('supplier_stage_records_supplier')
    .on('supplier_stage_records')
    .columns(['supplier_id', 'id'])
    .execute();

  await withId(db.schema.createTable('avl_requests'), dialect)
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('from_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_by_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('decided_by_name', 'varchar(64)')
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('decision_comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('avl_requests_status')
    .on('avl_requests')
    .columns(['status', 'id'])
    .execute();
  // one pending request per supplier, whichever process asks
  await sql`create unique index avl_requests_one_pending on avl_requests (supplier_id) where status = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable('file_expiry_warnings')
    .addColumn('version_id', 'integer', (c) => c.notNull().references('supplier_file_versions.id'))
    // 30 or 7: days before the end day; 0: the expiry itself
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_expiry_warnings_pk', ['version_id', 'days'])
    .execute();

  const at = new Date().toISOString();
  await (db as Kysely<{ supplier_file_types: Record<string, unknown> }>)
    .insertInto('supplier_file_types')
    .values(
      FILE_TYPES.map(([stage, name, nameCn, kind, formats, expiry, months, required], index) => ({
        stage,
        name,
        name_cn: nameCn,
        kind,
        formats_json: JSON.stringify(formats),
        expiry_control: expiry,
        default_validity_months: months,
        required,
        active: 1,
        sort_order: index,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}
