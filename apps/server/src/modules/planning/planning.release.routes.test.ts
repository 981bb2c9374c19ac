import type {
  ContainerChangeItem,
  Page,
  PlanningDraft,
  ReleaseContainersResult,
  StationMessage,
} from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../test/harness';
import { expectChineseOnly, expectEnglishOnly } from '../messages/message-language.test-support';
import { buildLoadingLimit } from '../reference/reference.factories';
import { auditTrail } from '../reference/reference.test-support';
import { buildContainer } from './planning.factories';
import {
  ningboNg,
  orderOf,
  plannedQty,
  planningState,
  readDraft,
  saveDraft,
  usePlanningWorld,
  w,
} from './planning.test-support';

usePlanningWorld('RL');

let planner: { id: number; username: string; token: string };
let otherPlanner: { id: number; token: string };
const users: Record<string, { id: number; token: string }> = {};
let poA: { poNumber: string; lineIds: number[] };
let poB: { poNumber: string; lineIds: number[] };
let allLines: number[];
/** the draft's containers: A's lines, B's line, CBM-overloaded, weight-overloaded, empty */
let c: { a: number; b: number; bulky: number; heavy: number; empty: number };
let othersDraft: number;

beforeAll(async () => {
  const supplierC = await t.buildSupplier({ code: 'RL-SC', name: 'RL supplier C' });
  planner = await t.signedInUser('1-SCM');
  otherPlanner = await t.signedInUser('5-OPM');
  users.supplierA = await t.signedInUser('7-Supplier', { supplierIds: [w.supplierA.id] });
  users.qrcA = await t.signedInUser('11-Supplier QRC', { supplierIds: [w.supplierA.id] });
  users.ownerA = await t.signedInUser('1-SCM', { supplierIds: [w.supplierA.id] });
  users.supplierB = await t.signedInUser('7-Supplier', { supplierIds: [w.supplierB.id] });
  users.supplierC = await t.signedInUser('7-Supplier', { supplierIds: [supplierC.id] });
  await t.buildUser({ group: '7-Supplier', supplierIds: [w.supplierA.id], enabled: false });
  await buildLoadingLimit(t.db.kysely, {
    country: 'KE',
    containerType: '40HQ',
    maxPayloadKg: 4000,
  });
  poA = await orderOf(t, w.supplierA.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 100 },
    { productId: w.loose.id, loadingPointId: w.ningbo.id, orderQty: 550 },
  ]);
  poB = await orderOf(t, w.supplierB.id, [
    { productId: w.packed.id, loadingPointId: w.ningbo.id, orderQty: 40 },
  ]);
  const poKe = await orderOf(
    t,
    w.supplierA.id,
    [{ productId: w.heavy.id, loadingPointId: w.ningbo.id, orderQty: 50 }],
    'KE',
  );
  allLines = [...poA.lineIds, ...poB.lineIds, ...poKe.lineIds];
  const saved = await saveDraft(t, planner.token, {
    containers: [
      ningboNg([
        { poLineId: poA.lineIds[0]!, qty: 100 },
        { poLineId: poA.lineIds[1]!, qty: 50 },
      ]),
      ningboNg([{ poLineId: poB.lineIds[0]!, qty: 40 }]),
      ningboNg([{ poLineId: poA.lineIds[1]!, qty: 500 }], '20GP'),
      { ...ningboNg([{ poLineId: poKe.lineIds[0]!, qty: 50 }]), destinationCountry: 'KE' },
      ningboNg([]),
    ],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const [a, b, bulky, heavy, empty] = saved.body.data!.containers.map((x) => x.id);
  c = { a: a!, b: b!, bulky: bulky!, heavy: heavy!, empty: empty! };
  othersDraft = (
    await buildContainer(t.db.kysely, {
      status: 'Draft',
      loadingPointId: w.shenzhen.id,
      createdByUserId: otherPlanner.id,
    })
  ).id;
});

const release = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en', token = planner.token) =>
  t.call<ReleaseContainersResult>('POST', '/api/planning/release', { token, body, lang });
const inbox = async (token: string, lang: 'en' | 'zh' = 'en') =>
  (
    await t.call<Page<StationMessage>>(
      'GET',
      '/api/ea/stationMessageSendRecord/queryStationMessageList',
      { token, lang },
    )
  ).body.data.list;
const messageCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('station_message_recipients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const changeCount = async () =>
  (await t.db.kysely.selectFrom('container_changes').select('id').execute()).length;

async function refused(body: Record<string, unknown>, status: number, en: string, zh?: string) {
  const before = await planningState(t, allLines);
  const [messages, changes] = [await messageCount(), await changeCount()];
  const answer = await release(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.message).toBe(en);
  if (zh) expect((await release(body, 'zh')).body.message).toBe(zh);
  expect(await planningState(t, allLines)).toEqual(before);
  expect([await messageCount(), await changeCount()]).toEqual([messages, changes]);
}

const valid = () => ({
  containerIds: [c.a, c.b],
  shipmentNo: 'SH-2027-001',
  promisedDeliveryDate: '2027-03-15',
});

describe('releasing draft containers', () => {
  it('requires a shipment number and a promised delivery date', async () => {
    const { shipmentNo: _s, ...noShipment } = valid();
    await refused(
      noShipment,
      400,
      'Shipment no.: the shipment number is required',
      '货运编号：货运编号不能为空',
    );
    await refused(
      { ...valid(), shipmentNo: '  ' },
      400,
      'Shipment no.: the shipment number is required',
    );
    const { promisedDeliveryDate: _d, ...noDate } = valid();
    await refused(
      noDate,
      400,
      'Promised delivery date: the promised delivery date is required',
      '承诺交货日期：承诺交货日期不能为空',
    );
    await refused(
      { ...valid(), promisedDeliveryDate: '2027-02-30' },
      400,
      'Promised delivery date: is not a valid date (YYYY-MM-DD)',
    );
    await refused(
      { ...valid(), containerIds: [] },
      400,
      'Containers: choose at least one container',
    );
  });

  it('refuses overloaded and empty containers, naming them', async () => {
    await refused(
      { ...valid(), containerIds: [c.a, c.bulky] },
      422,
      `container ${c.bulky} (20GP) is overloaded: 36 CBM is over the usable 28 CBM`,
      `集装箱 ${c.bulky}（20GP）超载：体积 36 CBM 超过可用体积 28 CBM`,
    );
    await refused(
      { ...valid(), containerIds: [c.heavy] },
      422,
      `container ${c.heavy} (40HQ) is overloaded: 5000 kg is over the 4000 kg allowed for KE`,
    );
    await refused(
      { ...valid(), containerIds: [c.empty] },
      422,
      `container ${c.empty} (40HQ) has no lines and cannot be released`,
    );
  });

  it("refuses containers outside the caller's draft (409)", async () => {
    await refused(
      { ...valid(), containerIds: [c.a, othersDraft] },
      409,
      `container ${othersDraft} is not in your draft; only your own draft containers can be released`,
    );
    await refused(
      { ...valid(), containerIds: [999_999] },
      409,
      'container 999999 is not in your draft; only your own draft containers can be released',
    );
    expect((await release(valid(), 'en', users.supplierA!.token)).status).toBe(403);
  });

  it('moves the containers to Unshipped, keeps the quantity planned, writes history and audit', async () => {
    const answer = await release({ ...valid(), containerIds: [c.b, c.a, c.a] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(
      answer.body.data.containers.map((x) => [
        x.id,
        x.status,
        x.shipmentNo,
        x.promisedDeliveryDate,
        x.version,
      ]),
    ).toEqual([
      [c.a, 'Unshipped', 'SH-2027-001', '2027-03-15', 2],
      [c.b, 'Unshipped', 'SH-2027-001', '2027-03-15', 2],
    ]);
    // supplier A's user and QRC user, supplier B's user
    expect(answer.body.data.notifiedUsers).toBe(3);
    expect(await plannedQty(t, poA.lineIds[0]!)).toBe(100);
    expect(await plannedQty(t, poA.lineIds[1]!)).toBe(550);
    expect(await plannedQty(t, poB.lineIds[0]!)).toBe(40);
    const draft = (await readDraft(t, planner.token)).body.data as PlanningDraft;
    expect(draft.containers.map((x) => x.id)).toEqual([c.bulky, c.heavy, c.empty]);
    const changes = await t.call<ContainerChangeItem[]>('GET', `/api/containers/${c.a}/changes`, {
      token: planner.token,
    });
    expect(changes.body.data).toMatchObject([
      {
        containerId: c.a,
        field: 'status',
        before: 'Draft',
        after: 'Unshipped',
        actorName: planner.username,
        actorUserId: planner.id,
      },
    ]);
    expect(await auditTrail(t, 'container', c.a)).toMatchObject([
      {
        action: 'container.release',
        before: { status: 'Draft' },
        after: { status: 'Unshipped', shipmentNo: 'SH-2027-001' },
      },
    ]);
    await refused(
      { ...valid(), containerIds: [c.a] },
      409,
      `container ${c.a} is not in your draft; only your own draft containers can be released`,
    );
  });

  it("sends the type-1 message to each supplier's users only, each reading their language", async () => {
    const [messageA] = await inbox(users.supplierA!.token);
    expect(messageA).toMatchObject({
      type: 1,
      title: 'Please submit ready dates (shipment SH-2027-001)',
      titleCn: '请提交货好日期（货运编号 SH-2027-001）',
      readStatus: 0,
    });
    expect(messageA!.message).toContain(
      'href="/reportForms/shippingDetails?confirmReadyDate=-1,3"',
    );
    expect(messageA!.message).toContain(
      'Shipment SH-2027-001 was released with 2 of your PO lines in 1 container(s)',
    );
    expect(messageA!.message).toContain('>Submit ready dates</a>');
    expect(messageA!.message).toContain(`${poA.poNumber} / 10 · RL-PACKED × 100`);
    expectEnglishOnly(messageA!);
    const [inChinese] = await inbox(users.supplierA!.token, 'zh');
    expect(inChinese!.id).toBe(messageA!.id);
    expect(inChinese!.message).toContain('货运编号 SH-2027-001 已发布，包含贵司 2 个采购订单行');
    expect(inChinese!.message).toContain('>提交货好日期</a>');
    expect(inChinese!.message).toContain(`${poA.poNumber} / 10 · RL-PACKED × 100`);
    // the promised delivery date and the shipment number are quoted as they are
    expectChineseOnly(inChinese!, ['SH-2027-001']);
    expect(messageA!.message).not.toContain(poB.poNumber);
    expect(await inbox(users.qrcA!.token)).toHaveLength(1);
    const [messageB] = await inbox(users.supplierB!.token);
    expect(messageB!.message).toContain(`${poB.poNumber} / 10 · RL-PACKED × 40`);
    expect(messageB!.message).not.toContain(poA.poNumber);
    for (const who of ['ownerA', 'supplierC']) expect(await inbox(users[who]!.token)).toEqual([]);
    expect(await inbox(planner.token)).toEqual([]);
  });
});

describe('after a release', () => {
  it('discarding the rest of the draft gives back only what is still in Draft', async () => {
    const answer = await t.call('DELETE', '/api/planning/draft', { token: planner.token });
    expect(answer.body.data).toEqual({ containers: 3, qty: 550 });
    expect(await plannedQty(t, poA.lineIds[1]!)).toBe(50);
    expect(await plannedQty(t, poA.lineIds[0]!)).toBe(100);
    expect(await plannedQty(t, allLines[3]!)).toBe(0);
  });
});
