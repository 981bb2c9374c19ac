import type { CodeDataItem, CodeDetails } from '@lading/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderSignedIn } from '../../orders/order-test-support';
import { shipment } from '../code-data/code-data-test-support';
import TraceabilityPage from './TraceabilityPage';

/** Test-only: sample codes of one container, a render of the traceability page at a URL. */

export const codeItem = (overrides: Partial<CodeDataItem>): CodeDataItem => ({
  id: 100,
  code: 'SN-1',
  level: 'product',
  productId: 9,
  productCode: 'PV-450M',
  productName: 'PV 450W mono',
  supplierId: 3,
  supplierCode: 'SUP001',
  supplierName: 'Sunrise Solar',
  poLineId: 41,
  poNumber: 'PO-1001',
  poLineNo: 2,
  containerId: 5,
  templateId: 1,
  parentId: null,
  parentCode: null,
  closed: true,
  createdAt: '2027-03-01T08:00:00.000Z',
  boundAt: null,
  childCount: 0,
  containerCodeId: 1,
  containerCode: 'MSKU1234565',
  ...overrides,
});

export const container = codeItem({
  id: 1,
  code: 'MSKU1234565',
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
  childCount: 1,
});
export const pallet = codeItem({
  id: 2,
  code: 'PLT-01',
  level: 'pallet',
  parentId: 1,
  parentCode: 'MSKU1234565',
  childCount: 4,
});
export const carton = codeItem({
  id: 7,
  code: 'CTN-001',
  level: 'carton',
  parentId: 2,
  parentCode: 'PLT-01',
  childCount: 3,
});
export const giftBox = (id: number, childCount: number) =>
  codeItem({
    id,
    code: `GB-${id}`,
    level: 'giftBox',
    parentId: 7,
    parentCode: 'CTN-001',
    childCount,
  });
export const product = (id: number, parent: number) =>
  codeItem({ id, code: `SN-${id}`, parentId: parent, parentCode: `GB-${parent}` });

export const cartonDetails: CodeDetails = {
  code: carton,
  chain: [pallet, container],
  below: [
    { level: 'giftBox', count: 3 },
    { level: 'product', count: 4800 },
  ],
  shipment: shipment({ containerId: 5, containerNo: 'MSKU1234565', shipmentNo: 'SH-2027-01' }),
};

export const page = <T,>(list: T[], total = list.length) => ({
  list,
  total,
  pageNum: 1,
  pageSize: 100,
});

/** The URL the page shows now (search included). */
export const shownUrl = () => screen.getByTestId('url').textContent ?? '';

function Url() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

export function renderTrace(url: string, permissions = ['serials.read']) {
  return renderSignedIn(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/datas/traceability"
          element={
            <>
              <TraceabilityPage />
              <Url />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    permissions,
  );
}
