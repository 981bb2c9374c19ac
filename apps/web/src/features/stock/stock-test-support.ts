import type { InventoryItem, StockMoveItem, WarehouseItem } from '@lading/shared';

/** Test-only: sample warehouses, balance rows and moves of the stock screens. */

export const warehouse = (overrides: Partial<WarehouseItem>): WarehouseItem => ({
  id: 1,
  code: 'WH-NB',
  name: 'Ningbo warehouse',
  type: 'loading',
  loadingPointId: 5,
  loadingPointName: 'Ningbo',
  active: true,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  ...overrides,
});

/** Ningbo and Shanghai (loading), an inactive loading warehouse, the rework area and scrap. */
export const WAREHOUSES = [
  warehouse({}),
  warehouse({ id: 2, code: 'WH-SH', name: 'Shanghai warehouse', loadingPointId: 6 }),
  warehouse({ id: 5, code: 'WH-OLD', name: 'Old warehouse', active: false }),
  warehouse({ id: 3, code: 'RW', name: 'Rework area', type: 'rework', loadingPointId: null }),
  warehouse({ id: 4, code: 'SCRAP', name: 'Scrap yard', type: 'scrap', loadingPointId: null }),
];

export const balance = (overrides: Partial<InventoryItem>): InventoryItem => ({
  key: '1-9-41',
  warehouseId: 1,
  warehouseCode: 'WH-NB',
  warehouseName: 'Ningbo warehouse',
  warehouseType: 'loading',
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  supplierId: 3,
  supplierName: 'Sunrise Solar',
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  qty: 120,
  updatedAt: '2027-02-01T08:30:00.000Z',
  ...overrides,
});

export const move = (overrides: Partial<StockMoveItem>): StockMoveItem => ({
  id: 1,
  movedAt: '2027-02-01T08:30:00.000Z',
  kind: 'stockIn',
  docType: 'stockIn',
  docNo: 'SI-2027-0001',
  warehouseId: 1,
  warehouseCode: 'WH-NB',
  warehouseName: 'Ningbo warehouse',
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  supplierId: 3,
  supplierName: 'Sunrise Solar',
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  qty: 120,
  reason: '',
  username: 'wh-amy',
  ...overrides,
});
