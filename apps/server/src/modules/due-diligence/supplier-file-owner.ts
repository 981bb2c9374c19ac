import { FILE_FORMATS, type FileFormat } from '@lading/shared';
import type { FileOwner } from '../../platform/files/file-owners';
import { holdsResource } from '../../platform/files/file-owners';
import { allowsSupplier } from '../../platform/permissions/scope';

/**
 * Files owned by a supplier (issue 17): readable by whoever may read suppliers, within their
 * supplier scope (a supplier user: their own suppliers' files only).
 */
export const supplierFileOwner: FileOwner = {
  async canRead(db, auth, supplierId) {
    return allowsSupplier(auth.scope, supplierId) && holdsResource(db, auth, 'suppliers.read');
  },

  async describe(db, file, lang) {
    const rows = await db
      .selectFrom('stored_files as f')
      .innerJoin('supplier_file_versions as v', 'v.file_id', 'f.id')
      .innerJoin('supplier_files as sf', 'sf.id', 'v.supplier_file_id')
      .innerJoin('supplier_file_types as t', 't.id', 'sf.file_type_id')
      .innerJoin('suppliers as s', 's.id', 'sf.supplier_id')
      .select([
        'f.id',
        'f.name',
        'f.format',
        'v.version_no',
        't.name as type_name',
        't.name_cn',
        's.name as supplier_name',
      ])
      .where('f.owner_type', '=', 'supplier')
      .where('f.owner_id', '=', file.owner_id)
      .orderBy('t.sort_order')
      .orderBy('t.id')
      .orderBy('v.version_no', 'desc')
      .execute();
    const own = rows.find((row) => row.id === file.id);
    const title = own
      ? `${lang === 'zh' ? own.name_cn : own.type_name} · v${own.version_no} · ${own.supplier_name}`
      : file.name;
    return {
      title,
      siblings: rows
        .filter((row) => (FILE_FORMATS as readonly string[]).includes(row.format))
        .map((row) => ({ id: row.id, name: row.name, format: row.format as FileFormat })),
    };
  },
};
