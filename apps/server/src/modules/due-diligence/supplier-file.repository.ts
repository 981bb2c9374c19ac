import type { FileVersionItem } from '@lading/shared';
import type { Queryable } from '../../db/database';

/** The columns of a version as FileVersionItem reads them (versions `v`, stored files `f`). */
export const VERSION_COLUMNS = [
  'v.id',
  'v.supplier_file_id',
  'v.version_no',
  'v.status',
  'v.file_id',
  'f.name as file_name',
  'f.format',
  'f.size',
  'v.sha256',
  'v.comment',
  'v.expiry_control',
  'v.valid_from',
  'v.valid_until',
  'v.uploaded_by_name',
  'v.uploaded_at',
  'v.reviewed_by_name',
  'v.reviewed_at',
  'v.review_comment',
] as const;

export interface VersionRow {
  id: number;
  supplier_file_id: number;
  version_no: number;
  status: string;
  file_id: number;
  file_name: string;
  format: string;
  size: number;
  sha256: string;
  comment: string;
  expiry_control: number;
  valid_from: string | null;
  valid_until: string | null;
  uploaded_by_name: string;
  uploaded_at: string;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  review_comment: string;
}

export const versionItemOf = (row: VersionRow): FileVersionItem => ({
  id: row.id,
  supplierFileId: row.supplier_file_id,
  versionNo: row.version_no,
  status: row.status as FileVersionItem['status'],
  fileId: row.file_id,
  fileName: row.file_name,
  format: row.format as FileVersionItem['format'],
  size: Number(row.size),
  sha256: row.sha256,
  comment: row.comment,
  expiryControl: row.expiry_control === 1,
  validFrom: row.valid_from,
  validUntil: row.valid_until,
  uploadedBy: row.uploaded_by_name,
  uploadedAt: row.uploaded_at,
  reviewedBy: row.reviewed_by_name,
  reviewedAt: row.reviewed_at,
  reviewComment: row.review_comment,
});

const versions = (db: Queryable) =>
  db
    .selectFrom('supplier_file_versions as v')
    .innerJoin('supplier_files as sf', 'sf.id', 'v.supplier_file_id')
    .innerJoin('stored_files as f', 'f.id', 'v.file_id');

/** SQL of supplier files and their versions (issue 17). */
export const supplierFileRepository = {
  /** Every supplier file of the supplier with its file type, latest version first per file. */
  supplierFiles(db: Queryable, supplierId: number) {
    return db
      .selectFrom('supplier_files')
      .selectAll()
      .where('supplier_id', '=', supplierId)
      .execute();
  },

  /** Every version of the supplier's files, newest first. */
  versionsOfSupplier(db: Queryable, supplierId: number): Promise<VersionRow[]> {
    return versions(db)
      .select([...VERSION_COLUMNS])
      .where('sf.supplier_id', '=', supplierId)
      .orderBy('v.supplier_file_id')
      .orderBy('v.version_no', 'desc')
      .execute();
  },

  versionsOfFile(db: Queryable, supplierId: number, fileTypeId: number): Promise<VersionRow[]> {
    return versions(db)
      .select([...VERSION_COLUMNS])
      .where('sf.supplier_id', '=', supplierId)
      .where('sf.file_type_id', '=', fileTypeId)
      .orderBy('v.version_no', 'desc')
      .execute();
  },

  versionById(db: Queryable, id: number): Promise<VersionRow | undefined> {
    return versions(db)
      .select([...VERSION_COLUMNS])
      .where('v.id', '=', id)
      .executeTakeFirst();
  },

  /** Versions by id with their supplier and file type, for a review. */
  versionsForReview(db: Queryable, ids: readonly number[]) {
    return db
      .selectFrom('supplier_file_versions as v')
      .innerJoin('supplier_files as sf', 'sf.id', 'v.supplier_file_id')
      .innerJoin('supplier_file_types as t', 't.id', 'sf.file_type_id')
      .innerJoin('suppliers as s', 's.id', 'sf.supplier_id')
      .select([
        'v.id',
        'v.supplier_file_id',
        'v.version_no',
        'v.status',
        'v.valid_from',
        'v.valid_until',
        'v.uploaded_by',
        'sf.supplier_id',
        'sf.file_type_id',
        'sf.latest_version_id',
        's.name as supplier_name',
        's.supply_stage',
        't.name as type_name',
        't.name_cn as type_name_cn',
        't.kind',
      ])
      .where('v.id', 'in', ids)
      .execute();
  },

  findFile(db: Queryable, supplierId: number, fileTypeId: number) {
    return db
      .selectFrom('supplier_files')
      .selectAll()
      .where('supplier_id', '=', supplierId)
      .where('file_type_id', '=', fileTypeId)
      .executeTakeFirst();
  },

  async insertFile(db: Queryable, supplierId: number, fileTypeId: number, at: string) {
    const row = await db
      .insertInto('supplier_files')
      .values({
        supplier_id: supplierId,
        file_type_id: fileTypeId,
        status: 'inProgress',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** An earlier version of the file with the same content, if any. */
  sameContent(db: Queryable, supplierFileId: number, sha256: string) {
    return db
      .selectFrom('supplier_file_versions')
      .select(['version_no', 'uploaded_at'])
      .where('supplier_file_id', '=', supplierFileId)
      .where('sha256', '=', sha256)
      .orderBy('version_no', 'desc')
      .executeTakeFirst();
  },

  async insertVersion(
    db: Queryable,
    version: {
      supplierFileId: number;
      fileId: number;
      sha256: string;
      comment: string;
      expiryControl: boolean;
      validFrom: string | null;
      validUntil: string | null;
      userId: number | null;
      username: string;
      at: string;
    },
  ) {
    // the file row is locked by this update first: two uploads to one file number in turn
    const file = await db
      .updateTable('supplier_files')
      .set((eb) => ({ version_count: eb('version_count', '+', 1), updated_at: version.at }))
      .where('id', '=', version.supplierFileId)
      .returning('version_count')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('supplier_file_versions')
      .values({
        supplier_file_id: version.supplierFileId,
        version_no: file.version_count,
        status: 'awaitingReview',
        file_id: version.fileId,
        sha256: version.sha256,
        comment: version.comment,
        expiry_control: version.expiryControl ? 1 : 0,
        valid_from: version.validFrom,
        valid_until: version.validUntil,
        uploaded_by: version.userId,
        uploaded_by_name: version.username,
        uploaded_at: version.at,
      })
      .returning(['id', 'version_no'])
      .executeTakeFirstOrThrow();
    await db
      .updateTable('supplier_files')
      .set({ latest_version_id: row.id, status: 'awaitingReview' })
      .where('id', '=', version.supplierFileId)
      .execute();
    return row;
  },

  /**
   * Sets the versions' status; with `from`, only of those still in one of those statuses
   * (a decision raced by another is not overwritten). Answers how many changed.
   */
  async setStatus(
    db: Queryable,
    ids: readonly number[],
    status: string,
    review?: { username: string; at: string; comment: string },
    from?: readonly string[],
  ): Promise<number> {
    if (ids.length === 0) return 0;
    let update = db
      .updateTable('supplier_file_versions')
      .set({
        status,
        ...(review
          ? {
              reviewed_by_name: review.username,
              reviewed_at: review.at,
              review_comment: review.comment,
            }
          : {}),
      })
      .where('id', 'in', ids);
    if (from) update = update.where('status', 'in', from);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Each file's status becomes its latest version's again. */
  async refreshFileStatus(db: Queryable, supplierFileIds: readonly number[], at: string) {
    if (supplierFileIds.length === 0) return;
    await db
      .updateTable('supplier_files')
      .set((eb) => ({
        status: eb
          .selectFrom('supplier_file_versions as v')
          .select('v.status')
          .whereRef('v.id', '=', 'supplier_files.latest_version_id'),
        updated_at: at,
      }))
      .where('id', 'in', supplierFileIds)
      .where('latest_version_id', 'is not', null)
      .execute();
  },

  /** Versions of these files in effect other than `except`: superseded by a newer one. */
  inEffectOthers(db: Queryable, supplierFileIds: readonly number[], except: readonly number[]) {
    if (supplierFileIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('supplier_file_versions')
      .select(['id', 'supplier_file_id', 'version_no'])
      .where('supplier_file_id', 'in', supplierFileIds)
      .where('status', 'in', ['executed', 'approved'])
      .where('id', 'not in', except.length ? except : [-1])
      .execute();
  },
};
