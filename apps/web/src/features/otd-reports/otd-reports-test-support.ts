import type {
  OtdFigures,
  OtdLineItem,
  OtdReport,
  UtilizationContainerItem,
  UtilizationFigures,
  UtilizationReport,
} from '@lading/shared';

/** Test-only: sample answers of the OTD and utilization reports. */

const figures = (delivered: number, onTime: number): OtdFigures => ({
  delivered,
  onTime,
  deliveredQty: delivered * 10,
  onTimeQty: onTime * 10,
  rate: delivered ? Math.round((onTime * 1000) / delivered) / 10 : null,
  qtyRate: delivered ? Math.round((onTime * 1000) / delivered) / 10 : null,
  avgDaysLate: delivered > onTime ? 6.5 : null,
});

export const otdAnswer = (): OtdReport => ({
  receivedFrom: '2026-01-01',
  receivedTo: '2026-02-28',
  toleranceDays: 0,
  totals: figures(4, 3),
  byMonth: [
    { month: '2026-01', ...figures(0, 0) },
    { month: '2026-02', ...figures(4, 3) },
  ],
  bySupplier: [
    { supplierId: 3, supplierCode: 'SUP001', supplierName: 'Sunrise Solar', ...figures(3, 2) },
    { supplierId: 4, supplierCode: 'SUP002', supplierName: 'Volt Works', ...figures(1, 1) },
  ],
  byDestination: [{ destination: 'NG', ...figures(4, 3) }],
  byCategory: [{ category: 'pvPanels', ...figures(4, 3) }],
  reasons: [
    { reasonId: 1, code: 'PORT', nameEn: 'Port congestion', nameZh: '港口拥堵', lines: 1, days: 5 },
  ],
});

export const otdLine = (overrides: Partial<OtdLineItem> = {}): OtdLineItem => ({
  id: 11,
  containerId: 2,
  shipmentNo: 'SH-01',
  containerNo: 'MSCU1234567',
  poNumber: 'PO-1001',
  lineNo: 10,
  supplierId: 3,
  supplierCode: 'SUP001',
  supplierName: 'Sunrise Solar',
  productCode: 'P-1',
  productName: 'Panel 450W',
  category: 'pvPanels',
  destinationCountry: 'NG',
  qty: 10,
  rdd: '2026-02-01',
  receivingDate: '2026-02-08',
  daysLate: 7,
  onTime: false,
  reasons: [
    { delta: 4, code: 'PORT', nameEn: 'Port congestion', nameZh: '港口拥堵', note: 'Lagos' },
  ],
  ...overrides,
});

const bandFigures = (containers: number): UtilizationFigures => ({
  containers,
  cbm: { above95: containers, from90to95: 0, below90: 0 },
  weight: { above95: 0, from90to95: 0, below90: containers },
  avgCbmPct: containers ? 97.1 : null,
  avgWeightPct: containers ? 50 : null,
});

export const utilizationAnswer = (): UtilizationReport => ({
  etdFrom: '2026-03-01',
  etdTo: '2026-04-30',
  totals: bandFigures(2),
  byMonth: [
    { month: '2026-03', ...bandFigures(2) },
    { month: '2026-04', ...bandFigures(0) },
  ],
  byLoadingPoint: [{ loadingPointId: 1, loadingPointName: 'Ningbo', ...bandFigures(2) }],
  byDestination: [{ destination: 'NG', ...bandFigures(2) }],
  byContainerType: [{ containerType: '40HQ', ...bandFigures(2) }],
});

export const utilizationRow = (
  overrides: Partial<UtilizationContainerItem> = {},
): UtilizationContainerItem => ({
  id: 1,
  shipmentNo: 'SH-01',
  containerNo: null,
  containerType: '40HQ',
  status: 'Shipped',
  loadingPointName: 'Ningbo',
  destinationCountry: 'NG',
  etd: '2026-03-05',
  loadingDate: null,
  actual: true,
  cbm: 66,
  usableCbm: 68,
  cbmPct: 97.1,
  cbmBand: 'above95',
  grossKg: 13000,
  payloadKg: 26000,
  weightPct: 50,
  weightBand: 'below90',
  ...overrides,
});
