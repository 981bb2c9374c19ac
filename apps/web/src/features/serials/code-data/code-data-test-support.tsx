import type { CodeDataItem, CodeDetails, CodeShipment, ExportTaskItem } from '@lading/shared';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { renderAs } from '../../stock/delivery-notes/note-test-support';

/** Test-only: the code data screens' sample codes and a render at a URL. */

const at = '2027-03-02T06:15:00.000Z';

/** A carton of PV450 from SUP001 on PO-1001 line 2, in pallet PL0001 of container MSCU. */
export const codeItem = (overrides: Partial<CodeDataItem> = {}): CodeDataItem => ({
  id: 5,
  code: 'CT000123',
  level: 'carton',
  productId: 9,
  productCode: 'PV450',
  productName: 'PV 450W mono',
  supplierId: 3,
  supplierCode: 'SUP001',
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  containerId: null,
  templateId: 7,
  parentId: 20,
  parentCode: 'PL0001',
  closed: false,
  createdAt: at,
  boundAt: at,
  supplierName: 'Sunrise Solar',
  childCount: 24,
  containerCodeId: 30,
  containerCode: 'MSCU1234565',
  ...overrides,
});

export const pallet = codeItem({
  id: 20,
  code: 'PL0001',
  level: 'pallet',
  parentId: 30,
  parentCode: 'MSCU1234565',
  childCount: 40,
});
export const container = codeItem({
  id: 30,
  code: 'MSCU1234565',
  level: 'container',
  productId: null,
  productCode: null,
  productName: null,
  supplierId: null,
  supplierCode: null,
  supplierName: null,
  poLineId: null,
  poNumber: null,
  poLineNo: null,
  parentId: null,
  parentCode: null,
  boundAt: null,
  childCount: 12,
});
export const product = (n: number) =>
  codeItem({
    id: 100 + n,
    code: `SUP00101000${n}`,
    level: 'product',
    parentId: 5,
    parentCode: 'CT000123',
    childCount: 0,
  });

/** A 40HQ shipped on 2027-03-11, due 2027-04-12. */
export const shipment = (overrides: Partial<CodeShipment> = {}): CodeShipment => ({
  containerId: 8,
  containerNo: 'MSCU1234565',
  shipmentNo: 'SH-2027-0008',
  containerType: '40HQ',
  status: 'Shipped',
  etd: '2027-03-10',
  eta: '2027-04-12',
  atd: '2027-03-11',
  ata: null,
  ...overrides,
});

export const details = (overrides: Partial<CodeDetails> = {}): CodeDetails => ({
  code: codeItem(),
  chain: [pallet, container],
  below: [
    { level: 'product', count: 24 },
    { level: 'part', count: 0 },
  ],
  shipment: shipment(),
  ...overrides,
});

export const exportTask = (overrides: Partial<ExportTaskItem> = {}): ExportTaskItem => ({
  id: 1,
  createdAt: at,
  mainCodeId: 30,
  mainCode: 'MSCU1234565',
  level: 'container',
  format: 'xlsx',
  status: 'loading',
  done: 120,
  total: 480,
  fileName: null,
  fileSize: null,
  finishedAt: null,
  error: null,
  username: 'tester',
  ...overrides,
});

/** Shows where the page has navigated to (path and search). */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page at `url` signed in with `permissions`, with the location shown beside it. */
export const renderAt = (page: ReactNode, url: string, permissions: string[]) =>
  renderAs(
    <MemoryRouter initialEntries={[url]}>
      {page}
      <Location />
    </MemoryRouter>,
    permissions,
  );
