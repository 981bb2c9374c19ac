import type { FileFormat, FileTypeItem, SaveFileTypeRequest } from '@lading/shared';
import type { Queryable } from '../../db/database';
import type { SupplierFileTypeTable } from '../../db/schema';
import type { Selectable } from 'kysely';

export type FileTypeRow = Selectable<SupplierFileTypeTable>;

export const fileTypeItemOf = (row: FileTypeRow): FileTypeItem => ({
  id: row.id,
  stage: row.stage as FileTypeItem['stage'],
  name: row.name,
  nameCn: row.name_cn,
  kind: row.kind as FileTypeItem['kind'],
  formats: JSON.parse(row.formats_json) as FileFormat[],
  expiryControl: row.expiry_control === 1,
  defaultValidityMonths: row.default_validity_months,
  required: row.required === 1,
  active: row.active === 1,
  sortOrder: row.sort_order,
});

const columnsOf = (body: SaveFileTypeRequest) => ({
  stage: body.stage,
  name: body.name,
  name_cn: body.nameCn,
  kind: body.kind,
  formats_json: JSON.stringify(body.formats),
  expiry_control: body.expiryControl ? 1 : 0,
  default_validity_months: body.defaultValidityMonths,
  required: body.required ? 1 : 0,
  active: body.active ? 1 : 0,
  sort_order: body.sortOrder,
});

/** SQL of the file types each supply stage needs (issue 17). */
export const fileTypeRepository = {
  all(db: Queryable) {
    return db
      .selectFrom('supplier_file_types')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  },

  findById(db: Queryable, id: number) {
    return db.selectFrom('supplier_file_types').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Another type of the stage with this name, ignoring case. */
  async nameTaken(db: Queryable, stage: string, name: string, exceptId?: number) {
    let query = db
      .selectFrom('supplier_file_types')
      .select('id')
      .where('stage', '=', stage)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  async insert(db: Queryable, body: SaveFileTypeRequest, at: string): Promise<number> {
    const row = await db
      .insertInto('supplier_file_types')
      .values({ ...columnsOf(body), created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Queryable, id: number, body: SaveFileTypeRequest, at: string) {
    await db
      .updateTable('supplier_file_types')
      .set({ ...columnsOf(body), updated_at: at })
      .where('id', '=', id)
      .execute();
  },
};
