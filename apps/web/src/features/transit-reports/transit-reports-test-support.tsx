import type { LoadingPlan, LoadingPlanItem, SeaReport, SeaReportItem } from '@lading/shared';

/** Test-only: sample answers of the transit reports. */

export const seaRow = (overrides: Partial<SeaReportItem> = {}): SeaReportItem => ({
  id: 1,
  shipmentNo: 'SH-01',
  containerNo: 'MSCU1234567',
  containerType: '40HQ',
  suppliers: [{ id: 7, code: 'SUP001', name: 'Ningbo Bright' }],
  loadingPointName: 'Ningbo',
  pol: 'Ningbo',
  pod: 'Lagos (Apapa)',
  destinationCountry: 'NG',
  shippingLineId: 3,
  shippingLineName: 'MSC',
  vessel: 'MSC Anna',
  voyage: '041W',
  etd: '2027-01-02',
  firstEtd: '2027-01-01',
  atd: '2027-01-03',
  eta: '2027-02-10',
  firstEta: '2027-02-02',
  daysAtSea: 12,
  transitDays: 30,
  expectedArrival: '2027-02-02',
  delta4: 8,
  late: true,
  cbm: 61.5,
  ...overrides,
});

export const seaAnswer = (list: SeaReportItem[]): SeaReport => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 10,
  today: '2027-01-15',
  totals: { containers: list.length, cbm: 61.5, late: 1 },
  byPod: [{ key: 'Lagos (Apapa)', name: 'Lagos (Apapa)', late: 1, onTime: 2 }],
  byShippingLine: [
    { key: '3', name: 'MSC', late: 1, onTime: 1 },
    { key: '', name: '', late: 0, onTime: 1 },
  ],
});

export const planRow = (overrides: Partial<LoadingPlanItem> = {}): LoadingPlanItem => ({
  id: 11,
  shipmentNo: 'SH-11',
  containerNo: null,
  containerType: '40HQ',
  status: 'Unshipped',
  suppliers: [{ id: 7, code: 'SUP001', name: 'Ningbo Bright' }],
  loadingPointId: 2,
  loadingPointName: 'Ningbo',
  destinationCountry: 'NG',
  readyDate: '2027-03-03',
  loadingDate: null,
  etd: null,
  planDate: '2027-03-03',
  week: '2027-W09',
  cbm: 60,
  grossKg: 12000,
  lines: 3,
  approvedLines: 1,
  pendingLines: 1,
  rejectedLines: 1,
  ready: false,
  ...overrides,
});

export const planAnswer = (list: LoadingPlanItem[]): LoadingPlan => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 10,
  totals: { containers: 3, ready: 1, cbm: 130, grossKg: 25000 },
  loadingPoints: [
    { id: 2, name: 'Ningbo' },
    { id: 5, name: 'Shenzhen' },
  ],
  weeks: [
    { week: '2027-W09', loadingPointId: 2, containers: 2, ready: 1, cbm: 120, grossKg: 24000 },
    { week: null, loadingPointId: 5, containers: 1, ready: 0, cbm: 10, grossKg: 1000 },
  ],
});
