import {
  iso6346CheckDigit,
  type BindChildResponse,
  type BindEvent,
  type CodeLevel,
  type CodeTemplateDetails,
  type Language,
  type ParentLevel,
  type ParentState,
  type ScanContextInput,
  type ScanContextOption,
  type SerialCodeItem,
  type TemplateSegmentInput,
} from '@lading/shared';
import { beforeAll, expect } from 'vitest';
import { admin, t, useTestContext, type ApiAnswer } from '../../test/harness';
import { buildKit } from '../kits/kit.factories';
import { buildPurchaseOrder } from '../orders/order.factories';
import { buildPackaging, packagingSpec } from '../packaging/packaging.factories';
import { buildContainer } from '../planning/planning.factories';
import { buildProduct } from '../products/product.factories';
import { buildLoadingPoint } from '../reference/reference.factories';

/*
 * The binding tests' world (issue 18): supplier A orders products SRA001 and SRB001 (4 per
 * carton, 3 cartons per pallet) and the kit product SRK001 (kit of 2 × SRC001 and
 * 1 × SRC002); supplier B orders SRA001 too. Templates through the template API: product
 * `<product code><6 digits>`, pack `PK<6>`, gift box `GB<6>`, carton `CT<product code><4>`,
 * pallet `PL<6>`, every one unique; parts have none, containers take ISO 6346. Two planned
 * containers (one with its number), one cancelled. Live bindings, set by useSerialWorld().
 */

type Product = { id: number; productId: string };
type User = { token: string; username: string; id: number };

export let supplierA: { id: number; code: string };
export let supplierB: { id: number; code: string };
export let pA: Product;
export let pB: Product;
export let c1: Product;
export let c2: Product;
export let kitProduct: Product;
export let kit: { id: number; kitCode: string };
/** A's PO lines: SRA001, SRB001, SRK001 */
export let lineA: number;
export let lineAB: number;
export let lineAK: number;
/** B's PO line of SRA001 */
export let lineB: number;
/** planned containers: one without a number, one carrying `numberedNo`, one cancelled */
export let plannedOpen: number;
export let plannedNumbered: number;
/** a later planned container without a number yet (the same container coming back) */
export let plannedNumberedLater: number;
export let plannedCancelled: number;
export let numberedNo: string;
/** 7-Supplier of A, 11-Supplier QRC of B, 12-Loading Warehouse, 2-View */
export let supplierUserA: User;
export let qrcUserB: User;
export let warehouse: User;
export let viewer: User;

export const digitSegment = (length: number, repeatable = false): TemplateSegmentInput => ({
  kind: 'serialNo',
  matchType: 'dynamic',
  charType: 'digits',
  length,
  repeatable,
});
export const prefixSegment = (value: string): TemplateSegmentInput => ({
  kind: 'other',
  matchType: 'static',
  staticValue: value,
  charType: 'letters',
  length: value.length,
});
const productSegment: TemplateSegmentInput = {
  kind: 'productId',
  matchType: 'dynamic',
  charType: 'alphanumeric',
  length: 6,
};

/** A template of a level (universal unless told), created by the administrator through the API. */
export async function makeTemplate(
  level: CodeLevel,
  segments: TemplateSegmentInput[],
  productId: number | null = null,
) {
  const answer = await t.call<CodeTemplateDetails>('POST', '/api/serial-templates', {
    token: admin,
    body: { name: `${level} codes`, level, productId, supplierId: null, segments },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** A valid ISO 6346 number of owner `MSC` + U and this serial. */
export const isoNo = (serial: number) => {
  const first10 = `MSCU${String(serial).padStart(6, '0')}`;
  return `${first10}${iso6346CheckDigit(first10)}`;
};

export function useSerialWorld() {
  useTestContext({ admin: true });
  beforeAll(async () => {
    const db = t.db.kysely;
    supplierA = await t.buildSupplier({ name: 'Serial supplier A' });
    supplierB = await t.buildSupplier({ name: 'Serial supplier B' });
    const point = await buildLoadingPoint(db, { name: 'Serial port', shortName: 'SRP' });
    pA = await buildProduct(db, { productId: 'SRA001', shortName: 'Serial lamp' });
    pB = await buildProduct(db, { productId: 'SRB001', shortName: 'Serial panel' });
    c1 = await buildProduct(db, { productId: 'SRC001', shortName: 'Kit bulb' });
    c2 = await buildProduct(db, { productId: 'SRC002', shortName: 'Kit battery' });
    kitProduct = await buildProduct(db, { productId: 'SRK001', shortName: 'Kit product' });
    const pallet = { ...packagingSpec().pallet!, cartonsPerPallet: 3 };
    for (const product of [pA, pB]) {
      await buildPackaging(db, product.id, { piecesPerCarton: 4, pallet });
    }
    kit = await buildKit(db, {
      kitCode: 'SRK001',
      components: [
        { product: c1.id, qty: 2 },
        { product: c2.id, qty: 1 },
      ],
    });
    const poA = await buildPurchaseOrder(db, {
      poNumber: 'SR-PO-A',
      supplierId: supplierA.id,
      lines: [pA, pB, kitProduct].map((p) => ({ productId: p.id, loadingPointId: point.id })),
    });
    [lineA, lineAB, lineAK] = poA.lineIds as [number, number, number];
    const poB = await buildPurchaseOrder(db, {
      poNumber: 'SR-PO-B',
      supplierId: supplierB.id,
      lines: [{ productId: pA.id, loadingPointId: point.id }],
    });
    lineB = poB.lineIds[0]!;
    const adminRow = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    let opens = 0;
    const container = async (containerNo: string | null, status?: 'Cancelled') =>
      (
        await buildContainer(db, {
          loadingPointId: point.id,
          createdByUserId: adminRow.id,
          containerNo,
          ...(status ? { status } : {}),
          shipmentNo: `SR-SH-${containerNo ?? `open${++opens}`}-${status ?? ''}`,
          lines: status ? [] : [{ poLineId: containerNo ? lineAB : lineA, qty: 10 }],
        })
      ).id;
    numberedNo = isoNo(777001);
    plannedOpen = await container(null);
    plannedNumbered = await container(numberedNo);
    plannedNumberedLater = await container(null);
    plannedCancelled = await container(isoNo(777002), 'Cancelled');

    await makeTemplate('product', [productSegment, digitSegment(6)]);
    await makeTemplate('pack', [prefixSegment('PK'), digitSegment(6)]);
    await makeTemplate('giftBox', [prefixSegment('GB'), digitSegment(6)]);
    await makeTemplate('carton', [prefixSegment('CT'), productSegment, digitSegment(4)]);
    await makeTemplate('pallet', [prefixSegment('PL'), digitSegment(6)]);

    const user = async (group: string, supplierIds?: number[]) => {
      const made = await t.signedInUser(group, supplierIds ? { supplierIds } : {});
      return { token: made.token, username: made.username, id: made.id };
    };
    supplierUserA = await user('7-Supplier', [supplierA.id]);
    qrcUserB = await user('11-Supplier QRC', [supplierB.id]);
    warehouse = await user('12-Loading Warehouse');
    viewer = await user('2-View');
  });
}

let serial = 0;
const next = (digits: number) => String(++serial).padStart(digits, '0');

/** New codes that the world's templates accept. */
export const sn = {
  product: (product: Product = pA) => `${product.productId}${next(6)}`,
  pack: () => `PK${next(6)}`,
  giftBox: () => `GB${next(6)}`,
  carton: (product: Product = pA) => `CT${product.productId}${next(4)}`,
  pallet: () => `PL${next(6)}`,
  container: () => isoNo(100000 + ++serial),
};

const base = '/api/serials';
type Call<T> = Promise<ApiAnswer<T>>;
interface As {
  token?: string;
  lang?: Language;
}

export const openParent = (
  level: ParentLevel,
  code: string,
  context: ScanContextInput = {},
  options: As & { expected?: number; station?: 'parents' | 'containers' } = {},
): Call<ParentState> =>
  t.call(
    'POST',
    `${base}/${options.station ?? (level === 'container' ? 'containers' : 'parents')}`,
    {
      token: options.token ?? admin,
      lang: options.lang ?? 'en',
      body: { level, code, context, ...(options.expected ? { expected: options.expected } : {}) },
    },
  );

export const bindChild = (
  parentId: number,
  level: CodeLevel,
  code: string,
  options: As & { context?: ScanContextInput; container?: boolean } = {},
): Call<BindChildResponse> =>
  t.call('POST', `${base}/${options.container ? 'containers' : 'parents'}/${parentId}/children`, {
    token: options.token ?? admin,
    lang: options.lang ?? 'en',
    body: { level, code, ...(options.context ? { context: options.context } : {}) },
  });

export const codeAction = (
  id: number,
  action: 'unbind' | 'rebind',
  body: Record<string, unknown>,
  options: As = {},
): Call<SerialCodeItem> =>
  t.call('POST', `${base}/codes/${id}/${action}`, {
    token: options.token ?? admin,
    lang: options.lang ?? 'en',
    body,
  });

export const parentAction = (
  id: number,
  action: 'close' | 'reopen',
  options: As = {},
): Call<ParentState> =>
  t.call('POST', `${base}/parents/${id}/${action}`, {
    token: options.token ?? admin,
    lang: options.lang ?? 'en',
  });

export const getParent = (id: number, options: As = {}): Call<ParentState> =>
  t.call('GET', `${base}/parents/${id}`, { token: options.token ?? admin, lang: options.lang });
export const findCode = (level: CodeLevel, code: string, options: As = {}): Call<SerialCodeItem> =>
  t.call('GET', `${base}/codes`, {
    token: options.token ?? admin,
    lang: options.lang ?? 'en',
    query: { level, code },
  });
export const history = (id: number, options: As = {}): Call<BindEvent[]> =>
  t.call('GET', `${base}/codes/${id}/history`, { token: options.token ?? admin });
export const contexts = (
  kind: 'poLine' | 'product' | 'container',
  keyword?: string,
  options: As = {},
): Call<ScanContextOption[]> =>
  t.call('GET', `${base}/contexts`, {
    token: options.token ?? admin,
    query: { kind, ...(keyword ? { keyword } : {}) },
  });

/** The answer's data, once it is a 200. */
export function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** A refusal: its status and message. */
export function refused(answer: ApiAnswer<unknown>, status: number, message: string) {
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
}

/** A parent opened (admin unless told), its state answered. */
export const opened = async (
  level: ParentLevel,
  code: string,
  context: ScanContextInput = { poLineId: lineA },
  options: As & { expected?: number } = {},
) => ok(await openParent(level, code, context, options));

/** A child bound, its answer's child. */
export const bound = async (
  parentId: number,
  level: CodeLevel,
  code: string,
  options: As & { context?: ScanContextInput; container?: boolean } = {},
) => ok(await bindChild(parentId, level, code, options)).child;

/** A code's row as stored: parent, ancestors and counters. */
export async function row(id: number) {
  return t.db.kysely
    .selectFrom('serial_codes')
    .select([
      'code',
      'parent_id',
      'up_product_id',
      'up_pack_id',
      'up_gift_box_id',
      'up_carton_id',
      'up_pallet_id',
      'up_container_id',
      'child_count',
      'closed',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Every row binding writes: a refusal leaves them as they were. */
export async function bindingRows() {
  const db = t.db.kysely;
  const [codes, events] = await Promise.all([
    db.selectFrom('serial_codes').selectAll().orderBy('id').execute(),
    db.selectFrom('serial_bind_events').selectAll().orderBy('id').execute(),
  ]);
  return { codes, events };
}
