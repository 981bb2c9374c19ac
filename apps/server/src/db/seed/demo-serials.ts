import { DEFAULT_CONTAINER_SEGMENTS, type TemplateSegmentInput } from '@lading/shared';
import type { Insertable } from 'kysely';
import type { Queryable } from '../database';
import type { SerialCodeTable } from '../schema';
import { insertInBlocks } from '../bulk-insert';

/** At most this many product codes per container line: a few thousand codes in all. */
const PRODUCTS_PER_LINE = 1_200;
const DEMO_SUPPLIER = 'SUP001';

const segment = (
  kind: TemplateSegmentInput['kind'],
  charType: TemplateSegmentInput['charType'],
  length: number,
  options: Partial<TemplateSegmentInput> = {},
): TemplateSegmentInput => ({
  kind,
  matchType: 'dynamic',
  staticValue: '',
  charType,
  length,
  mustContain: '',
  mustNotContain: '',
  repeatable: true,
  ...options,
});
const fixed = (value: string) =>
  segment('other', /^\d+$/.test(value) ? 'digits' : 'letters', value.length, {
    matchType: 'static',
    staticValue: value,
  });
const serial = (length: number) => segment('serialNo', 'digits', length, { repeatable: false });

/**
 * The demo's serial numbers (issue 18): templates for every level (a product's gift box and
 * parts, the others universal), and the newest shipped container of SUP001 scanned whole —
 * its container number, pallets, cartons and product codes bound as the stations bind them
 * (parent and ancestors in step), as much as the packaging says per carton and pallet.
 */
export async function seedDemoSerials(db: Queryable, today: Date = new Date()): Promise<void> {
  const at = today.toISOString();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  const container = await db
    .selectFrom('containers as c')
    .innerJoin('container_lines as cl', 'cl.container_id', 'c.id')
    .innerJoin('po_lines as l', 'l.id', 'cl.po_line_id')
    .innerJoin('suppliers as s', 's.id', 'l.supplier_id')
    .select(['c.id', 'c.container_no'])
    .where('c.status', '=', 'Shipped')
    .where('s.code', '=', DEMO_SUPPLIER)
    .where('c.container_no', 'is not', null)
    .orderBy('c.id', 'desc')
    .executeTakeFirst();
  const lines = container
    ? await db
        .selectFrom('container_lines as cl')
        .innerJoin('po_lines as l', 'l.id', 'cl.po_line_id')
        .innerJoin('suppliers as s', 's.id', 'l.supplier_id')
        .leftJoin('product_packaging as pp', 'pp.product_id', 'l.product_id')
        .select([
          'cl.qty',
          'l.id as po_line_id',
          'l.product_id',
          'l.supplier_id',
          's.code as supplier_code',
          'pp.pieces_per_carton',
          'pp.cartons_per_pallet',
        ])
        .where('cl.container_id', '=', container.id)
        .orderBy('cl.id')
        .execute()
    : [];
  const firstProduct = lines[0]?.product_id ?? null;

  const templates: [string, string, number | null, TemplateSegmentInput[], string][] = [
    [
      'Product S/N',
      'product',
      null,
      [segment('supplierId', 'alphanumeric', 6), fixed('01'), serial(8)],
      'none',
    ],
    [
      'Carton',
      'carton',
      null,
      [fixed('CT'), segment('supplierId', 'alphanumeric', 6), serial(7)],
      'none',
    ],
    ['Pallet', 'pallet', null, [fixed('PL'), serial(8)], 'none'],
    ['Gift box', 'giftBox', firstProduct, [fixed('GB'), serial(8)], 'none'],
    [
      'Part',
      'part',
      firstProduct,
      [fixed('PT'), segment('serialNo', 'alphanumeric', 10, { repeatable: false })],
      'none',
    ],
    ['Kit pack', 'pack', null, [fixed('PK'), serial(8)], 'none'],
    ['Container (ISO 6346)', 'container', null, DEFAULT_CONTAINER_SEGMENTS, 'iso6346'],
  ];
  const templateIds = new Map<string, number>();
  for (const [name, level, productId, segments, checkRule] of templates) {
    const { id } = await db
      .insertInto('code_templates')
      .values({
        family_id: 0,
        version: 1,
        is_current: 1,
        name,
        level,
        product_id: productId,
        supplier_id: null,
        segments_json: JSON.stringify(segments),
        check_rule: checkRule,
        unique_codes: segments.some((s) => s.repeatable === false) || level === 'container' ? 1 : 0,
        active: 1,
        created_by_user_id: admin?.id ?? null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('code_templates').set({ family_id: id }).where('id', '=', id).execute();
    templateIds.set(level, id);
  }
  if (!container?.container_no || lines.length === 0) return;

  const base = (level: string, code: string) => ({
    code,
    level,
    unique_code: code,
    template_id: templateIds.get(level) ?? null,
    created_by_user_id: admin?.id ?? null,
    created_at: at,
  });
  const insert = async (rows: Insertable<SerialCodeTable>[]) =>
    insertInBlocks(db, 'serial_codes', rows, (block) =>
      db.insertInto('serial_codes').values(block).returning(['id', 'code']),
    );
  const nothingAbove = {
    up_product_id: null,
    up_pack_id: null,
    up_gift_box_id: null,
    up_carton_id: null,
  };

  const [box] = await insert([
    {
      ...base('container', container.container_no),
      // a container number is unique per planned container (serial-code.repository.ts)
      unique_code: `${container.container_no}@${container.id}`,
      ...nothingAbove,
      product_id: null,
      supplier_id: null,
      po_line_id: null,
      container_id: container.id,
      parent_id: null,
      up_pallet_id: null,
      up_container_id: null,
      child_count: 0,
      expected: null,
      closed: 1,
      bound_at: null,
    },
  ]);
  const containerId = box!.id;
  let pallets = 0;
  let cartons = 0;
  let products = 0;
  let containerChildren = 0;
  for (const line of lines) {
    const perCarton = Math.max(1, line.pieces_per_carton ?? 1);
    const perPallet = line.cartons_per_pallet;
    const productCount = Math.min(line.qty, PRODUCTS_PER_LINE);
    const cartonCount = Math.ceil(productCount / perCarton);
    const owner = {
      product_id: line.product_id,
      supplier_id: line.supplier_id,
      po_line_id: line.po_line_id,
      container_id: null,
    };
    // pallets first (when the product ships on pallets), then cartons, then products
    const palletCount = perPallet ? Math.ceil(cartonCount / perPallet) : 0;
    const palletRows = Array.from({ length: palletCount }, (_, i) => ({
      ...base('pallet', `PL${String(++pallets).padStart(8, '0')}`),
      ...owner,
      ...nothingAbove,
      parent_id: containerId,
      up_pallet_id: null,
      up_container_id: containerId,
      child_count: Math.min(perPallet ?? 0, cartonCount - i * (perPallet ?? 0)),
      expected: perPallet,
      closed: 1,
      bound_at: at,
    }));
    const palletIds = (await insert(palletRows)).map((row) => row.id);
    containerChildren += palletIds.length;
    const cartonRows = Array.from({ length: cartonCount }, (_, i) => {
      const pallet = perPallet ? palletIds[Math.floor(i / perPallet)]! : null;
      return {
        ...base('carton', `CT${line.supplier_code}${String(++cartons).padStart(7, '0')}`),
        ...owner,
        ...nothingAbove,
        parent_id: pallet ?? containerId,
        up_pallet_id: pallet,
        up_container_id: containerId,
        child_count: Math.min(perCarton, productCount - i * perCarton),
        expected: perCarton,
        closed: 1,
        bound_at: at,
      };
    });
    if (!perPallet) containerChildren += cartonRows.length;
    const cartonIds = (await insert(cartonRows)).map((row) => row.id);
    const productRows = Array.from({ length: productCount }, (_, i) => {
      const carton = Math.floor(i / perCarton);
      return {
        ...base('product', `${line.supplier_code}01${String(++products).padStart(8, '0')}`),
        ...owner,
        ...nothingAbove,
        parent_id: cartonIds[carton]!,
        up_carton_id: cartonIds[carton]!,
        up_pallet_id: cartonRows[carton]!.up_pallet_id,
        up_container_id: containerId,
        child_count: 0,
        expected: null,
        closed: 0,
        bound_at: at,
      };
    });
    await insert(productRows);
  }
  await db
    .updateTable('serial_codes')
    .set({ child_count: containerChildren })
    .where('id', '=', containerId)
    .execute();
}
