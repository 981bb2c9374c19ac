import type { Insertable } from 'kysely';
import { inChunks, selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import type { ContainerLineTable } from '../../db/schema';
import { CONTAINER_LINE_COLUMNS } from './container-line-columns';
import { PACKAGE_UNIT_COLUMNS } from './planning-refs.repository';

/** SQL for container lines: the PO-line quantities planned into containers. */
export const containerLineRepository = {
  /**
   * The lines of these containers with their PO line's names and its product's package as it
   * is now, by container then PO/line no.
   */
  ofContainers(db: Queryable, containerIds: readonly number[]) {
    return selectInChunks(containerIds, (chunk) =>
      db
        .selectFrom('container_lines as cl')
        .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
        .innerJoin('purchase_orders as po', 'po.id', 'pl.po_id')
        .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
        .innerJoin('products as p', 'p.id', 'pl.product_id')
        .leftJoin('product_packaging as pp', 'pp.product_id', 'pl.product_id')
        .select([
          ...CONTAINER_LINE_COLUMNS,
          'pl.po_id',
          'pl.line_no',
          'pl.rdd',
          'pl.supplier_id',
          'pl.product_id',
          'po.po_number',
          's.code as supplier_code',
          's.name as supplier_name',
          'p.product_id as product_code',
          'p.short_name as product_name',
          ...PACKAGE_UNIT_COLUMNS,
        ])
        .where('cl.container_id', 'in', chunk)
        .orderBy('cl.container_id')
        .orderBy('po.po_number')
        .orderBy('pl.line_no')
        .execute(),
    );
  },

  async insertMany(db: Queryable, rows: readonly Insertable<ContainerLineTable>[]) {
    for (const chunk of inChunks(rows, 10)) {
      await db.insertInto('container_lines').values(chunk).execute();
    }
  },
};

export type ContainerLineRecord = Awaited<
  ReturnType<typeof containerLineRepository.ofContainers>
>[number];
