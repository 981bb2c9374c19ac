import { expect, test, type Page } from '@playwright/test';
import { spaced } from './a11y-steps';
import { ADMIN, api, chooseLanguage, pick, put, screenshot, signIn } from './helpers';
import { en, stamp, zh, type words } from './serials-helpers';

/*
 * Issue 18, the code templates: a template keeper builds a carton template in the editor and
 * tries a code against it, in English and Chinese (e2e/artifacts/screens/serials-*.png).
 */

// `quality` (the demo's 4-MQ) is account.spec's, which changes its password: the
// administrator, who keeps templates too, builds this one
test('a template keeper builds a carton template: a failing segment, then "Matches"; saved, it is listed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `E2E carton ${stamp(7)}`;
  await signIn(page, ADMIN.username, ADMIN.password);
  await putOutOfUseSup003Cartons(page);
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
  // saved (the toast), or refused (a field's message, named in the failure)
  const added = page.getByText(en('templates.messages.added', { name }));
  const refusal = drawer.locator('.ant-form-item-explain-error');
  await expect(added.or(refusal).first()).toBeVisible();
  expect(await refusal.allInnerTexts(), 'the save was refused').toEqual([]);
  await expect(added).toBeVisible();
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

/**
 * The test's scope free again: a template of SUP003's cartons left in use by an attempt that
 * failed after saving would refuse this one as a duplicate (its retry failed so on CI).
 */
async function putOutOfUseSup003Cartons(page: Page) {
  const { list } = await api<{
    list: { id: number; productId: number | null; supplierCode: string | null }[];
  }>(page, '/api/serial-templates?level=carton&active=1&pageSize=100');
  for (const template of list.filter((t) => t.supplierCode === 'SUP003' && !t.productId))
    await put(page, `/api/serial-templates/${template.id}/active`, { active: false });
}

/** A button's name as a pattern: antd spaces out a two-character Chinese label ("保 存"). */
function spacedName(text: string) {
  return new RegExp(`^${spaced(text)}$`);
}
