import type { Page } from '@playwright/test';

/** What the stock journeys read of the API (through helpers' `api`), and their screenshots. */

export interface PoLine {
  poLineId: number;
  poNumber: string;
  poLineNo: number;
  productCode: string;
  deliverableQty: number;
}
export interface Balance {
  warehouseCode: string;
  poNumber: string | null;
  qty: number;
}

/** A full-page screenshot `stock-<name>` once the page is quiet. */
export const shot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400); // let antd's open/close motions settle
  await page.screenshot({ path: `e2e/artifacts/screens/stock-${name}.png`, fullPage: true });
};
