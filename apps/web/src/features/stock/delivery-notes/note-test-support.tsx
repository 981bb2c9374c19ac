import type {
  DeliverablePoLine,
  DeliveryNoteDetails,
  DeliveryNoteItem,
  PendingLineItem,
  SupplierRef,
  UserInfoResponse,
  WarehouseItem,
} from '@lading/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { USER_INFO_KEY } from '../../../auth/session';

/** Test-only: the delivery note and stock-in screens' sample data and signed-in render. */

/** Renders `ui` signed in with `permissions` (and the suppliers a supplier user works for). */
export function renderAs(ui: ReactNode, permissions: string[], supplierList: SupplierRef[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(USER_INFO_KEY, {
    username: 'tester',
    nickname: 'Tester',
    icon: '',
    roles: supplierList.length ? ['7-Supplier'] : ['1-SCM'],
    supplierList,
    menus: [],
    permissions,
  } satisfies UserInfoResponse);
  return render(
    <QueryClientProvider client={queryClient}>
      <AntApp>{ui}</AntApp>
    </QueryClientProvider>,
  );
}

const at = '2027-01-05T08:30:00.000Z';

export const warehouse = (overrides: Partial<WarehouseItem> = {}): WarehouseItem => ({
  id: 1,
  code: 'NB-LOAD',
  name: 'Ningbo loading',
  type: 'loading',
  loadingPointId: 1,
  loadingPointName: 'Ningbo',
  active: true,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const WAREHOUSES = [
  warehouse(),
  warehouse({ id: 2, code: 'SZ-LOAD', name: 'Shenzhen loading', loadingPointId: 2 }),
  warehouse({ id: 3, code: 'OLD-LOAD', name: 'Old loading', active: false }),
  warehouse({ id: 4, code: 'SCRAP', name: 'Scrap', type: 'scrap', loadingPointId: null }),
];

export const noteItem = (overrides: Partial<DeliveryNoteItem> = {}): DeliveryNoteItem => ({
  id: 1,
  noteNo: 'DN2701-0001',
  supplierId: 3,
  supplierName: 'Sunrise Solar',
  warehouseId: 1,
  warehouseCode: 'NB-LOAD',
  warehouseName: 'Ningbo loading',
  status: 'Draft',
  packages: 12,
  grossWeightKg: 480.5,
  expectedArrival: '2027-01-20',
  remark: '',
  lineCount: 2,
  totalQty: 150,
  receivedQty: 0,
  createdBy: 'sunrise',
  createdAt: at,
  submittedAt: null,
  receivedAt: null,
  updatedAt: at,
  ...overrides,
});

export const noteDetails = (overrides: Partial<DeliveryNoteDetails> = {}): DeliveryNoteDetails => ({
  ...noteItem(),
  lines: [
    {
      id: 11,
      lineNo: 1,
      poLineId: 41,
      poNumber: 'PO-1001',
      poLineNo: 2,
      productId: 9,
      productCode: 'PV-450M',
      productName: 'PV 450W mono',
      qty: 100,
      receivedQty: 0,
      damagedQty: 0,
      shortQty: 0,
      stockedInAt: null,
      stockInNo: null,
    },
    {
      id: 12,
      lineNo: 2,
      poLineId: 42,
      poNumber: 'PO-1001',
      poLineNo: 3,
      productId: 10,
      productCode: 'INV-5K',
      productName: 'Inverter 5 kW',
      qty: 50,
      receivedQty: 0,
      damagedQty: 0,
      shortQty: 0,
      stockedInAt: null,
      stockInNo: null,
    },
  ],
  history: [{ at, username: 'sunrise', action: 'create', detail: '' }],
  ...overrides,
});

export const deliverable = (overrides: Partial<DeliverablePoLine> = {}): DeliverablePoLine => ({
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  rdd: '2027-03-01',
  orderQty: 200,
  shippedQty: 0,
  deliverableQty: 120,
  ...overrides,
});

/** The pending lines of a submitted note (its two lines). */
export const pendingLines = (note = noteDetails({ status: 'Submitted' })): PendingLineItem[] =>
  note.lines.map((line) => ({
    ...line,
    deliveryNoteId: note.id,
    noteNo: note.noteNo,
    supplierId: note.supplierId,
    supplierName: note.supplierName,
    warehouseId: note.warehouseId,
    warehouseCode: note.warehouseCode,
    expectedArrival: note.expectedArrival,
    submittedAt: at,
  }));
