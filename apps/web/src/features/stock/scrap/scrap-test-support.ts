import type { InventoryItem, ScrapOrderDetails, ScrapOrderItem } from '@lading/shared';

/** Test-only: sample scrap orders and on-hand rows. */

const at = '2027-01-05T08:30:00.000Z';

export const scrapItem = (overrides: Partial<ScrapOrderItem> = {}): ScrapOrderItem => ({
  id: 1,
  scrapNo: 'SR20270105-0001',
  warehouseId: 1,
  warehouseCode: 'NB-LOAD',
  warehouseName: 'Ningbo loading',
  status: 'Draft',
  reason: 'Water damage',
  rejectComment: '',
  lineCount: 1,
  totalQty: 5,
  createdBy: 'warehouse',
  approvedBy: null,
  approvedAt: null,
  doneAt: null,
  docNo: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const scrapDetails = (overrides: Partial<ScrapOrderDetails> = {}): ScrapOrderDetails => ({
  ...scrapItem(overrides),
  lines: [
    {
      id: 11,
      lineNo: 1,
      productId: 9,
      productCode: 'PV-450M',
      productName: 'PV 450W mono',
      poLineId: 41,
      poNumber: 'PO-1001',
      poLineNo: 2,
      qty: 5,
    },
  ],
  history: [],
  ...overrides,
});

export const stockRow = (overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  key: '1-9-41',
  warehouseId: 1,
  warehouseCode: 'NB-LOAD',
  warehouseName: 'Ningbo loading',
  warehouseType: 'loading',
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  supplierId: 3,
  supplierName: 'Sunrise',
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  qty: 30,
  updatedAt: at,
  ...overrides,
});
