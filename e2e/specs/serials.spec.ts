import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { DEMO_PASSWORD, api, chooseLanguage, pick, screenshot, signIn } from './helpers';
import type { ScanContextOption } from './serials-helpers';
import {
  en,
  zh,
  stamp,
  productCode,
  cartonCode,
  palletCode,
  iso6346CheckDigit,
  demoPoLine,
  choosePoLine,
  wedge,
  openParent,
  results,
  resultLine,
} from './serials-helpers';

/*
 * Issue 18, the scan stations as people use them on the demo data: SUP001's user fills a
 * carton at the carton station and a pallet at the pallet station, as a keyboard-wedge
 * scanner types (the characters at once, then Enter, several codes in a burst), and downloads
 * the pallet's label; the loading warehouse scans a container number for a planned container
 * and binds a pallet into it. Each test makes its own codes (this run's clock digits), so a
 * retry or a second run on the same database finds none of them taken. The carton station is
 * shot in English and Chinese (e2e/artifacts/screens/serials-*.png).
 */

test('the carton station binds a wedge burst; a wrong length and a repeat are refused in red; it counts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const carton = cartonCode('SUP001', `9${stamp(6)}`);
  const products = [0, 1, 2, 3].map(() => productCode('SUP001', `9${stamp(7)}`));
  // a character short (and no other code's beginning)
  const tooShort = productCode('SUP001', `8${stamp(6)}`);

  await signIn(page, 'supplier', DEMO_PASSWORD);
  const line = await demoPoLine(page);
  await page.goto('/scanCode/scanCartonBox');
  await expect(page.locator('#station-child-code')).toBeDisabled();
  await choosePoLine(page, line);
  await openParent(page, en, 'carton', carton);
  await expect(page.getByText(en('stations.parent.open'), { exact: true })).toBeVisible();

  // a burst: three good codes, one a character short, the first again
  await wedge(page, [products[0]!, products[1]!, tooShort, products[2]!, products[0]!]);
  for (const code of products.slice(0, 3))
    await expect(resultLine(page, en, code, 'bound')).toBeVisible();
  const short = resultLine(page, en, tooShort, 'refused');
  await expect(short).toContainText(
    'The code has 15 characters; the template Product S/N expects 16',
  );
  const repeat = resultLine(page, en, products[0]!, 'refused');
  await expect(repeat).toContainText(`Duplicate serial number: ${products[0]} was scanned already`);
  // refused lines are red (the theme's error colour), bound ones green
  const boundColour = await resultLine(page, en, products[1]!, 'bound').evaluate(
    (li) => getComputedStyle(li).borderInlineStartColor,
  );
  const refusedColour = await short.evaluate((li) => getComputedStyle(li).borderInlineStartColor);
  expect(refusedColour).not.toBe(boundColour);
  expect(refusedColour).toMatch(/^rgb\((\d+), (\d+), (\d+)\)$/);
  const [r, g, b] = refusedColour.match(/\d+/g)!.map(Number);
  expect(r).toBeGreaterThan(150);
  expect(r).toBeGreaterThan(2 * Math.max(g!, b!));
  // the counter counts the bound ones only: 3 of the packaging's 100
  const counter = en('stations.parent.progressText', { count: 3, expected: 100 });
  await expect(
    page.getByLabel(`${en('stations.parent.progress')} ${counter}`).first(),
  ).toBeVisible();
  await expect(resultLine(page, en, products[2]!, 'bound')).toContainText(counter);
  await expect(results(page, en).locator('li')).toHaveCount(5);
  await screenshot(page, 'serials-carton-station-en');

  // in Chinese: the answers so far stay; the next ones speak Chinese
  await chooseLanguage(page, '中文');
  await expect(
    page.getByText(zh('stations.steps.childrenInto', { code: carton }), { exact: true }),
  ).toBeVisible();
  await page.locator('#station-child-code').click();
  await wedge(page, [products[3]!, tooShort, products[3]!]);
  await expect(resultLine(page, zh, products[3]!, 'bound')).toBeVisible();
  await expect(resultLine(page, zh, products[3]!, 'refused')).toContainText('序列号重复');
  await expect(resultLine(page, zh, tooShort, 'refused').first()).toContainText('条码为 15 位');
  const zhCounter = zh('stations.parent.progressText', { count: 4, expected: 100 });
  await expect(
    page.getByLabel(`${zh('stations.parent.progress')} ${zhCounter}`).first(),
  ).toBeVisible();
  await screenshot(page, 'serials-carton-station-zh');

  // the server holds the four, in the carton
  const held = await api<{ parentCode: string | null }>(
    page,
    `/api/serials/codes?level=product&code=${products[3]}`,
  );
  expect(held.parentCode).toBe(carton);
});

test('the pallet station binds two cartons by wedge, and its label downloads as a PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const pallet = palletCode(`9${stamp(7)}`);
  const cartons = [1, 2].map(() => cartonCode('SUP001', `9${stamp(6)}`));

  await signIn(page, 'supplier', DEMO_PASSWORD);
  const line = await demoPoLine(page);
  await page.goto('/scanCode/scanPallet');
  await choosePoLine(page, line);
  await openParent(page, en, 'pallet', pallet);
  await wedge(page, cartons);
  for (const code of cartons) await expect(resultLine(page, en, code, 'bound')).toBeVisible();
  const counter = en('stations.parent.progressText', { count: 2, expected: 12 });
  await expect(
    page.getByLabel(`${en('stations.parent.progress')} ${counter}`).first(),
  ).toBeVisible();
  await screenshot(page, 'serials-pallet-station-en');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en('stations.parent.print') }).click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await pdfParse(bytes);
  expect(text).toContain(pallet);
  expect(text).toContain('LED-5W');
  await expect(page.getByText(en('stations.parent.printed', { code: pallet }))).toBeVisible();
});

/**
 * SUP001's user through the API, in a request context of its own (the page stays the
 * warehouse's): its LED-5W PO line, and a pallet of two new cartons opened on it as the
 * pallet station opens and fills one.
 */
async function supplierPallet(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', {
    data: { username: 'supplier', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const session = ((await login.json()) as { data: { token: string; tokenHead: string } }).data;
  const headers = { Authorization: `${session.tokenHead}${session.token}` };
  const send = async <T>(method: 'GET' | 'POST', url: string, data?: unknown) => {
    const answer = await request.fetch(url, { method, headers, data });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  const line = (
    await send<ScanContextOption[]>('GET', '/api/serials/contexts?kind=poLine&keyword=LED-5W')
  ).find((option) => option.supplierCode === 'SUP001');
  expect(line, 'a SUP001 PO line of LED-5W').toBeDefined();
  const pallet = palletCode(`9${stamp(7)}`);
  const opened = await send<{ parent: { id: number } }>('POST', '/api/serials/parents', {
    level: 'pallet',
    code: pallet,
    context: {
      poLineId: line!.poLineId,
      productId: line!.productId,
      supplierId: line!.supplierId,
      containerId: null,
    },
    expected: null,
  });
  for (const _ of [1, 2]) {
    await send('POST', `/api/serials/parents/${opened.parent.id}/children`, {
      level: 'carton',
      code: cartonCode('SUP001', `9${stamp(6)}`),
    });
  }
  return pallet;
}

test('the warehouse scans a planned container number and binds a pallet into it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // a pallet as the pallet station leaves it (the test before does it on screen)
  const pallet = await supplierPallet(request);
  await signIn(page, 'warehouse', DEMO_PASSWORD);

  // a planned container not at sea yet: planning gave it no number, so any valid one is its
  const containers = await api<ScanContextOption[]>(page, '/api/serials/contexts?kind=container');
  const planned =
    containers.find((option) => option.containerNo === null && option.shipmentNo !== null) ??
    containers.find((option) => option.containerNo === null);
  expect(planned, 'a planned container without a number').toBeDefined();
  const first10 = `LDGU${stamp(6)}`;
  const containerNo = `${first10}${iso6346CheckDigit(first10)}`;

  await page.goto('/scanCode/scanContainer');
  const choice =
    planned!.shipmentNo ?? en('stations.context.unnamedContainer', { id: planned!.containerId! });
  await pick(page, 'station-context', choice, planned!.shipmentNo ?? undefined);
  await openParent(page, en, 'container', containerNo);
  await wedge(page, [pallet]);
  await expect(resultLine(page, en, pallet, 'bound')).toBeVisible();
  await expect(page.getByText(en('stations.parent.scannedCount', { count: 1 }))).toBeVisible();
  // the same pallet again is refused: a box is not added twice
  await wedge(page, [pallet]);
  await expect(resultLine(page, en, pallet, 'refused')).toContainText(
    `Box serial cannot be added twice: ${pallet} is already in this container`,
  );
  await screenshot(page, 'serials-container-station-en');

  const bound = await api<{ parentCode: string | null }>(
    page,
    `/api/serials/codes?level=pallet&code=${pallet}`,
  );
  expect(bound.parentCode).toBe(containerNo);
});
