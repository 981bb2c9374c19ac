import type {
  ContainerDetail,
  ContainerItem,
  ContainerLineItem,
  ContainerTypeItem,
  PlannableLineItem,
  PlanningDraft,
  ReleaseContainersRequest,
  SaveDraftRequest,
} from '@lading/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect } from 'vitest';
import i18n from '../../i18n';
import { fakeServer, pageOf, renderSignedIn, type Answer } from '../orders/order-test-support';
import { DEFAULT_CHOICES, planContext } from './plan-context';
import PreArrangePage from './PreArrangePage';

/** Test-only: open lines, containers, drafts and capacities as the server answers them. */

export const CONTAINER_TYPES: ContainerTypeItem[] = [
  {
    code: '40HQ',
    innerLengthCm: 1203,
    innerWidthCm: 235,
    innerHeightCm: 269,
    usableCbm: 68,
    pallets: 24,
    maxPayloadKg: 26_500,
    utilizationTargetPct: 90,
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  {
    code: '20GP',
    innerLengthCm: 590,
    innerWidthCm: 235,
    innerHeightCm: 239,
    usableCbm: 28,
    pallets: 10,
    maxPayloadKg: 21_700,
    utilizationTargetPct: 90,
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
];

export const testContext = () => planContext(CONTAINER_TYPES, [], DEFAULT_CHOICES);

let nextLine = 100;

/**
 * An open PO line at Ningbo for Nigeria: by default 10 packages of 1 CBM and 100 kg, one
 * piece each (so CBM = pieces).
 */
export const openLine = (overrides: Partial<PlannableLineItem> = {}): PlannableLineItem => {
  const id = overrides.poLineId ?? ++nextLine;
  return {
    poLineId: id,
    poId: 7,
    poNumber: 'PO-1001',
    lineNo: id,
    supplierId: 3,
    supplierCode: 'SUP001',
    supplierName: 'Sunrise Solar',
    productId: 9,
    productCode: 'PV-450M',
    productName: 'PV 450W mono',
    itemNumber: '10000009',
    loadingPointId: 1,
    loadingPointName: 'Ningbo',
    destinationCountry: 'NG',
    rdd: '2027-03-01',
    orderQty: 10,
    plannedQty: 0,
    shippedQty: 0,
    plannableQty: 10,
    packageCbm: 1,
    packageGrossKg: 100,
    piecesPerPackage: 1,
    unitCbm: 1,
    unitGrossKg: 100,
    unitSource: 'packaging',
    ...overrides,
  };
};

export const containerLine = (
  line: PlannableLineItem,
  qty: number,
  containerId = 1,
): ContainerLineItem => ({
  id: line.poLineId * 10,
  containerId,
  poLineId: line.poLineId,
  poId: line.poId,
  poNumber: line.poNumber,
  lineNo: line.lineNo,
  supplierId: line.supplierId,
  supplierCode: line.supplierCode,
  supplierName: line.supplierName,
  productId: line.productId,
  productCode: line.productCode,
  productName: line.productName,
  rdd: line.rdd,
  qty,
  cbm: (qty / line.piecesPerPackage) * line.packageCbm,
  grossKg: (qty / line.piecesPerPackage) * line.packageGrossKg,
  packageCbm: line.packageCbm,
  packageGrossKg: line.packageGrossKg,
  piecesPerPackage: line.piecesPerPackage,
  readyDate: null,
  originalReadyDate: null,
  confirmReadyDate: -1,
});

export const containerItem = (overrides: Partial<ContainerItem> = {}): ContainerItem => ({
  id: 1,
  draftNo: null,
  shipmentNo: null,
  containerNo: null,
  containerType: '40HQ',
  status: 'Draft',
  loadingPointId: 1,
  loadingPointName: 'Ningbo',
  destinationCountry: 'NG',
  ownerUserId: null,
  ownerName: null,
  createdByUserId: 5,
  createdByName: 'planner',
  shippingLineId: null,
  shippingLineName: null,
  etd: null,
  eta: null,
  atd: null,
  ata: null,
  readyDate: null,
  originalReadyDate: null,
  loadingDate: null,
  promisedDeliveryDate: null,
  notes: '',
  pol: '',
  pod: '',
  transshipmentPort: '',
  vessel: '',
  voyage: '',
  hblNo: '',
  mblNo: '',
  trackingNo: '',
  blExpressDate: null,
  receivingDate: null,
  firstEtd: null,
  firstEta: null,
  actualGrossKg: null,
  actualNetKg: null,
  actualCbm: null,
  standardTransitDays: null,
  actualTransitDays: null,
  deltas: [1, 2, 3, 4, 5].map((no) => ({
    no,
    days: null,
    reasonId: null,
    reasonCode: null,
    reasonNameEn: null,
    reasonNameZh: null,
    note: '',
  })),
  version: 1,
  suppliers: ['SUP001'],
  lineCount: 1,
  qty: 10,
  cbm: 10,
  grossKg: 1000,
  usableCbm: 68,
  maxPayloadKg: 26_500,
  utilizationPct: 14.7,
  overloaded: false,
  overloadReasons: [],
  createdAt: '2027-01-05T08:00:00.000Z',
  updatedAt: '2027-01-05T08:00:00.000Z',
  ...overrides,
});

export const draftOf = (
  containers: Array<{ id: number; lines: ContainerLineItem[]; type?: '40HQ' | '20GP' }>,
  updatedAt = '2027-01-05T08:30:00.000Z',
): PlanningDraft => ({
  updatedAt,
  containers: containers.map((c, index): ContainerDetail => ({
    // the server numbers a draft's containers #1, #2… in its order (draftNumbers)
    ...containerItem({ id: c.id, draftNo: index + 1, containerType: c.type ?? '40HQ' }),
    lines: c.lines.map((line) => ({ ...line, containerId: c.id })),
  })),
});

/** What the workbench's fake server holds and answers. */
export interface PlanningServerState {
  draft: PlanningDraft | null;
  lines: PlannableLineItem[];
  /** Answer to PUT /planning/draft instead of saving (a refusal). */
  saveAnswer?: Answer;
}

/**
 * The planning routes at the fetch level: open lines (every page), the caller's draft (PUT
 * keeps what was sent), discard, container types, loading limits, loading points.
 */
export function planningServer(state: PlanningServerState) {
  return fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/planning/open-lines') {
      return { data: { ...pageOf(state.lines), pageSize: Number(call.query.get('pageSize')) } };
    }
    if (call.path === '/planning/draft') {
      if (call.method === 'GET') return { data: state.draft };
      if (call.method === 'PUT') {
        if (state.saveAnswer) return state.saveAnswer;
        const body = call.body as SaveDraftRequest;
        state.draft = body.containers.length ? savedDraftOf(body, state.lines) : null;
        return { data: state.draft };
      }
      if (call.method === 'DELETE') {
        const containers = state.draft?.containers ?? [];
        state.draft = null;
        return {
          data: {
            containers: containers.length,
            qty: containers.flatMap((c) => c.lines).reduce((sum, l) => sum + l.qty, 0),
          },
        };
      }
    }
    if (call.method === 'POST' && call.path === '/planning/release') {
      const { containerIds, shipmentNo } = call.body as ReleaseContainersRequest;
      const released = (state.draft?.containers ?? []).filter((c) => containerIds.includes(c.id));
      if (state.draft) {
        const left = state.draft.containers.filter((c) => !containerIds.includes(c.id));
        state.draft = left.length ? { ...state.draft, containers: left } : null;
      }
      return {
        data: {
          containers: released.map((c) => ({ ...c, status: 'Unshipped', shipmentNo })),
          notifiedUsers: 2,
        },
      };
    }
    if (call.method === 'GET' && call.path === '/container-types') return { data: CONTAINER_TYPES };
    if (call.method === 'GET' && call.path === '/loading-limits') return { data: pageOf([]) };
    if (call.method === 'GET' && call.path === '/loading-points') {
      return {
        data: pageOf([
          { id: 1, name: 'Ningbo', shortName: 'NB', address: '' },
          { id: 2, name: 'Shenzhen', shortName: 'SZ', address: '' },
        ]),
      };
    }
    return undefined;
  });
}

/** The draft the server answers after saving `body` (ids from 501). */
function savedDraftOf(body: SaveDraftRequest, lines: readonly PlannableLineItem[]): PlanningDraft {
  return draftOf(
    body.containers.map((container, index) => ({
      id: 501 + index,
      type: container.containerType,
      lines: (container.lines ?? []).map((input) =>
        containerLine(
          lines.find((line) => line.poLineId === input.poLineId)!,
          input.qty,
        ),
      ),
    })),
  );
}

/** The workbench page signed in as a planner. */
export function renderPlanning(ui: ReactNode) {
  return renderSignedIn(<MemoryRouter>{ui}</MemoryRouter>, [
    'planning.read',
    'planning.write',
    'suppliers.owner.read',
  ]);
}

export type PlanningServer = ReturnType<typeof planningServer>;

/** The fake server of the workbench the running test opened, restored after the test. */
let opened: PlanningServer | undefined;

/**
 * The workbench tests' setup, called once at the top of the file: each test runs in English,
 * and after it the page is unmounted and the workbench's fake server restored.
 */
export function setUpWorkbenchTests() {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    opened?.restore();
    opened = undefined;
  });
}

/**
 * Opens the workbench (preArrange unless told) on the fake server and waits until it can
 * plan: open lines read, capacities loaded.
 */
export async function openWorkbench(
  state: PlanningServerState,
  ui: ReactNode = <PreArrangePage />,
) {
  const server = planningServer(state);
  opened = server;
  renderPlanning(ui);
  await waitFor(() => expect(server.callsTo('GET', '/planning/open-lines')).toHaveLength(1));
  await waitFor(() => expect(button('Auto-plan').disabled).toBe(false));
  return server;
}

export const autoPlan = () => fireEvent.click(button('Auto-plan'));

export const card = (key: string) => screen.getByTestId(`container-${key}`);

/** A button by its text (role queries crawl the whole page's styles: slow in jsdom). */
export const button = (text: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(text, { selector: 'button span' }).closest('button')!;

/** The open dialog with this title. */
export const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>(
    '.ant-modal',
  )!;
