import { expect, type Page } from '@playwright/test';
import { authorization } from './helpers';

/** What the stock journeys read of the API, and their screenshots. */

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

/** GET through the page's session; the answer's data. */
export async function api<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, {
    headers: { Authorization: await authorization(page) },
  });
  expect(answer.ok(), url).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** POST through the page's session; the answer's data. */
export async function post<T>(page: Page, url: string, body: unknown): Promise<T> {
  const answer = await page.request.post(url, {
    headers: { Authorization: await authorization(page) },
    data: body,
  });
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** A full-page screenshot `stock-<name>` once the page is quiet. */
export const shot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400); // let antd's open/close motions settle
  await page.screenshot({ path: `e2e/artifacts/screens/stock-${name}.png`, fullPage: true });
};
