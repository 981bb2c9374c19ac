import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { label, spaced } from './a11y-steps';
import type { Language } from './axe-audit';
import { ADMIN, DEMO_PASSWORD, chooseLanguage, pick, screenshot, signIn } from './helpers';
import { api } from './stock-helpers';

/*
 * Issue 18, serial numbers, as people use them on the demo data: a template keeper builds a
 * carton template in the editor and tries a code against it; SUP001's user fills a carton at
 * the carton station and a pallet at the pallet station, as a keyboard-wedge scanner types
 * (the characters at once, then Enter, several codes in a burst), and downloads the pallet's
 * label; the loading warehouse scans a container number for a planned container and binds a
 * pallet into it. Each test makes its own codes (this run's clock digits), so a retry or a
 * second run on the same database finds none of them taken. The editor and the carton
 * station are shot in English and Chinese (e2e/artifacts/screens/serials-*.png).
 */

/** A label of the shared catalogs in `language`, its {{placeholders}} filled in. */
function words(language: Language) {
  return (key: string, params: Record<string, string | number> = {}) =>
    label(language, key.includes(':') ? key : `serials:${key}`).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => String(params[name] ?? ''),
    );
}
const en = words('en');
const zh = words('zh');

let sequence = 0;
/** `n` digits: the clock's last n-1 and a counter's, so every call is another stamp. */
const stamp = (n: number) => `${String(Date.now()).slice(1 - n)}${sequence++ % 10}`;

/** The demo templates (demo-serials.ts): product `<supplier>01<8 digits>`, carton `CT<supplier><7>`, pallet `PL<8>`. */
const productCode = (supplier: string, digits: string) => `${supplier}01${digits}`;
const cartonCode = (supplier: string, digits: string) => `CT${supplier}${digits}`;
const palletCode = (digits: string) => `PL${digits}`;

/** ISO 6346's check digit of a container number's first ten characters. */
function iso6346CheckDigit(first10: string): number {
  const letterValues = new Map<string, number>();
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value += 1;
    letterValues.set(letter, value++);
  }
  const sum = [...first10].reduce(
    (total, char, index) => total + (letterValues.get(char) ?? Number(char)) * 2 ** index,
    0,
  );
  return (sum % 11) % 10;
}

/** A station's PO line choice and what the scans belong to. */
interface ScanContextOption {
  kind: 'poLine' | 'product' | 'container';
  poLineId: number | null;
  poNumber: string | null;
  poLineNo: number | null;
  productId: number | null;
  productCode: string | null;
  supplierId: number | null;
  supplierCode: string | null;
  containerId: number | null;
  containerNo: string | null;
  shipmentNo: string | null;
}

/**
 * SUP001's newest PO line of LED-5W: a product with packaging (100 pieces a carton, 12
 * cartons a pallet), so a carton takes a burst of scans and a pallet two cartons.
 */
async function demoPoLine(page: Page): Promise<ScanContextOption> {
  const lines = await api<ScanContextOption[]>(
    page,
    '/api/serials/contexts?kind=poLine&keyword=LED-5W',
  );
  const line = lines.find((option) => option.supplierCode === 'SUP001');
  expect(line, 'a SUP001 PO line of LED-5W').toBeDefined();
  return line!;
}

/** Chooses the PO line in step 1: searched by its PO number, picked by "PO / line". */
async function choosePoLine(page: Page, line: ScanContextOption) {
  await pick(page, 'station-context', `${line.poNumber} / ${line.poLineNo}`, line.poNumber!);
}

/** A keyboard wedge: each code's characters at once, then Enter, the next right after. */
async function wedge(page: Page, codes: readonly string[]) {
  for (const code of codes) {
    await page.keyboard.type(code, { delay: 0 });
    await page.keyboard.press('Enter');
  }
}

/** Scans the parent code into step 2's field, and waits for the parent's card. */
async function openParent(page: Page, t: ReturnType<typeof words>, level: string, code: string) {
  const field = page.getByLabel(t('stations.parent.code', { level: t(`levels.${level}`) }), {
    exact: true,
  });
  await field.click();
  await wedge(page, [code]);
  await expect(
    page.getByText(t('stations.steps.childrenInto', { code }), { exact: true }),
  ).toBeVisible();
  // the children's field takes the next scan
  await expect(page.locator('#station-child-code')).toBeFocused();
}

/** The station's answers (a live log), one line per scan. */
const results = (page: Page, t: ReturnType<typeof words>) =>
  page.getByRole('log', { name: t('stations.children.results') });
/** The log's line of `code` saying `status`. */
const resultLine = (
  page: Page,
  t: ReturnType<typeof words>,
  code: string,
  status: 'bound' | 'refused',
) =>
  results(page, t)
    .locator('li')
    .filter({ hasText: code })
    .filter({ has: page.getByText(t(`stations.children.${status}`), { exact: true }) });

// `quality` (the demo's 4-MQ) is account.spec's, which changes its password: the
// administrator, who keeps templates too, builds this one
test('a template keeper builds a carton template: a failing segment, then "Matches"; saved, it is listed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `E2E carton ${stamp(7)}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/verification/cartonBox');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: en('templates.add') }).click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(
    drawer.getByText(en('templates.addTitle', { level: en('levels.carton') })),
  ).toBeVisible();

  await drawer.getByLabel(en('fields.name'), { exact: true }).fill(name);
  // for SUP003 only: the demo's universal carton template stays the one of every other supplier
  await pick(page, 'code-template-form_supplier', 'SUP003', 'SUP003');

  /** Chooses `option` in segment `n`'s select of `field`. */
  const choose = async (n: number, field: string, option: string) => {
    // (page-wide: a `has` locator is looked for inside the select)
    const select = page.getByRole('combobox', {
      name: en('templates.segmentField', { n, field: en(`fields.${field}`) }),
      exact: true,
    });
    const item = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${spaced(option)}$`) });
    await expect(async () => {
      if (!(await item.isVisible())) await select.click({ timeout: 5_000 });
      await item.click({ timeout: 5_000 });
      await expect(page.locator('.ant-select').filter({ has: select })).toHaveText(option, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
  };
  const field = (n: number, name: string) =>
    drawer.getByLabel(en('templates.segmentField', { n, field: en(`fields.${name}`) }), {
      exact: true,
    });

  // 1: "BX", static; 2: the supplier's code (6); 3: a serial no. of 6 digits, never repeated
  await choose(1, 'kind', en('segmentKinds.other'));
  await choose(1, 'matchType', en('matchTypes.static'));
  await field(1, 'staticValue').fill('BX');
  await choose(1, 'charType', en('charTypes.letters'));
  await expect(field(1, 'length')).toHaveValue('2');
  await drawer.getByRole('button', { name: en('templates.actions.addSegment') }).click();
  await choose(2, 'kind', en('segmentKinds.supplierId'));
  await choose(2, 'charType', en('charTypes.alphanumeric'));
  await field(2, 'length').fill('6');
  await drawer.getByRole('button', { name: en('templates.actions.addSegment') }).click();
  await choose(3, 'kind', en('segmentKinds.serialNo'));
  await choose(3, 'charType', en('charTypes.digits'));
  await field(3, 'length').fill('6');
  await field(3, 'repeatable').click();
  await expect(field(3, 'repeatable')).not.toBeChecked();
  await expect(drawer.getByText(en('templates.codeLength', { count: 14 }))).toBeVisible();

  // another supplier's code: segment 2 fails, marked, and the reason says why
  const tryField = drawer.getByLabel(en('templates.try.label'), { exact: true });
  const verdict = drawer.getByRole('status');
  /** The try box's code, cut into the template's segments (a failing one `li[data-fails]`). */
  const piecesIn = (t: ReturnType<typeof words>) =>
    drawer.getByRole('list', { name: t('templates.try.segmentsOfCode') });
  const pieces = piecesIn(en);
  await tryField.fill('BXSUP001123456');
  await expect(verdict.locator('strong')).toHaveText(en('templates.try.fails'));
  await expect(verdict).toContainText(
    'Segment 2 (Supplier ID) must be "SUP003" for this scan, the code has "SUP001"',
  );
  await expect(pieces.locator('li[data-fails]')).toHaveCount(1);
  await expect(pieces.locator('li[data-fails]')).toContainText(en('templates.try.failingSegment'));
  await expect(pieces.locator('li[data-fails]')).toContainText('SUP001');
  await screenshot(page, 'serials-template-editor-fails-en');
  await tryField.fill('BXSUP003123456');
  await expect(verdict.locator('strong')).toHaveText(en('templates.try.matches'));
  await expect(verdict).toContainText('Supplier ID SUP003');
  await expect(pieces.locator('li[data-fails]')).toHaveCount(0);
  await screenshot(page, 'serials-template-editor-matches-en');

  await drawer.getByRole('button', { name: spacedName(en('common:actions.save')) }).click();
  await expect(page.getByText(en('templates.messages.added', { name }))).toBeVisible();
  await expect(drawer).toHaveCount(0);
  const row = page.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('SUP003');
  await expect(row).toContainText(en('templates.inUse'));

  // in Chinese: the editor of the saved template, the same two codes (once the English
  // toast has gone, for the screenshots)
  await expect(page.getByText(en('templates.messages.added', { name }))).toBeHidden();
  await chooseLanguage(page, '中文');
  await row.getByRole('button', { name: spacedName(zh('common:actions.edit')) }).click();
  await expect(drawer.getByText(zh('templates.editTitle', { name, version: 1 }))).toBeVisible();
  const zhTry = drawer.getByLabel(zh('templates.try.label'), { exact: true });
  await zhTry.fill('BXSUP001123456');
  await expect(verdict.locator('strong')).toHaveText(zh('templates.try.fails'));
  await expect(piecesIn(zh).locator('li[data-fails]')).toContainText(
    zh('templates.try.failingSegment'),
  );
  await screenshot(page, 'serials-template-editor-fails-zh');
  await zhTry.fill('BXSUP003123456');
  await expect(verdict.locator('strong')).toHaveText(zh('templates.try.matches'));
  await screenshot(page, 'serials-template-editor-matches-zh');
  await drawer.getByRole('button', { name: spacedName(zh('common:actions.cancel')) }).click();
  await expect(drawer).toHaveCount(0);

  // out of use again: SUP003's cartons follow the universal template, and a second run can
  // add the same scope
  await row.getByRole('button', { name: zh('templates.actions.deactivate') }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: spacedName(zh('templates.actions.deactivate')) })
    .click();
  await expect(page.getByText(zh('templates.messages.deactivated', { name }))).toBeVisible();
  await expect(row).toContainText(zh('templates.notInUse'));
});

/** A button's name as a pattern: antd spaces out a two-character Chinese label ("保 存"). */
function spacedName(text: string) {
  return new RegExp(`^${spaced(text)}$`);
}

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
