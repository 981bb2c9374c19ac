import type { Insertable } from 'kysely';
import { inChunks, selectInChunks } from '../../db/chunks';
import type { Queryable } from '../../db/database';
import type { ContainerLineTable } from '../../db/schema';
import { PACKAGE_UNIT_COLUMNS } from './planning-refs.repository';

/**
 * A container line's own columns (`cl`): the quantity it plans, its CBM and weight as
 * planned, its ready dates. The plan lines of ready-dates read the same.
 */
export const CONTAINER_LINE_COLUMNS = [
  'cl.id',
  'cl.container_id',
  'cl.po_line_id',
  'cl.qty',
  'cl.cbm_milli',
  'cl.gross_g',
  'cl.ready_date',
  'cl.original_ready_date',
  'cl.confirm_ready_date',
] as const;

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

  /** Line count, pieces, CBM and grams per container. */
  loadsOf(db: Queryable, containerIds: readonly number[]) {
    return selectInChunks(containerIds, (chunk) =>
      db
        .selectFrom('container_lines')
        .select((eb) => [
          'container_id',
          eb.fn.countAll<number>().as('line_count'),
          eb.fn.sum<number>('qty').as('qty'),
          eb.fn.sum<number>('cbm_milli').as('cbm_milli'),
          eb.fn.sum<number>('gross_g').as('gross_g'),
        ])
        .where('container_id', 'in', chunk)
        .groupBy('container_id')
        .execute(),
    );
  },

  /** The suppliers of each container's lines. */
  suppliersOf(db: Queryable, containerIds: readonly number[]) {
    return selectInChunks(containerIds, (chunk) =>
      db
        .selectFrom('container_lines as cl')
        .innerJoin('po_lines as pl', 'pl.id', 'cl.po_line_id')
        .innerJoin('suppliers as s', 's.id', 'pl.supplier_id')
        .select(['cl.container_id', 's.id as supplier_id', 's.code as supplier_code'])
        .distinct()
        .where('cl.container_id', 'in', chunk)
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
