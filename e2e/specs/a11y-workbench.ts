import { expect, type Page } from '@playwright/test';
import { OPEN_OVERLAY, OVERLAYS, counted, spaced, submitEmpty } from './a11y-steps';
import { auditOrFailure, settle, type Audit, type Language } from './axe-audit';
import { authorization, pick } from './helpers';
import { SUPPLIER, containerCards, createPoToPlan, type PlannedPo } from './planning-helpers';

/** A run's own suffix for the POs the workbench journey keys. */
const RUN = Date.now().toString(36).toUpperCase();
/** The workbench reads every open line (~400 in the demo) on opening: slow on a busy machine. */
const OPENING = { timeout: 30_000 };

let keying: Promise<unknown> = Promise.resolve();
/** Keys one PO at a time: each takes a route no other open line uses (the two would race). */
function keyPo(admin: Page, tag: string): Promise<PlannedPo> {
  const next = keying.catch(() => undefined).then(() => createPoToPlan(admin, tag));
  keying = next;
  return next;
}

/**
 * The Pre-Arrange workbench's dialogs and menus, as one planner's journey on one page (each
 * state needs the one before: lines planned, containers selected, a draft saved): a PO of
 * its own is keyed and auto-planned, every dialog is opened and closed again, and the draft
 * saved for the prompt is discarded at the end, so no other spec finds it.
 */
export async function workbenchAudits(
  /** keys the PO (the planner need not be allowed to) */
  admin: Page,
  page: Page,
  language: Language,
  t: (key: string) => string,
  part: string,
): Promise<Audit[]> {
  const audits: Audit[] = [];
  const visibleOverlay = page.locator(OPEN_OVERLAY).filter({ visible: true });
  const state = async (name: string, open: () => Promise<void>, whole = false) => {
    const result = await auditOrFailure(
      part,
      page,
      name,
      language,
      async () => {
        await open();
        if (!whole) await expect(visibleOverlay.first()).toBeVisible();
        await settle(page);
      },
      whole ? undefined : OVERLAYS,
    );
    audits.push(result);
    return result.findings.every((f) => f.rule !== 'not-opened');
  };
  /** Escape closes the dialogs, the top one first. */
  const close = () =>
    expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-modal-wrap').filter({ visible: true })).toHaveCount(0, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
  const toolbar = (key: string) =>
    page
      .locator('button')
      .filter({ hasText: new RegExp(`^${spaced(t(key))}$`), visible: true })
      .first();
  const dialogButton = (key: string) =>
    page
      .locator('.ant-modal-wrap')
      .filter({ visible: true })
      .last()
      .locator('button')
      .filter({ hasText: new RegExp(`^${spaced(t(key))}$`) })
      .first();
  const summary = page.getByTestId('open-lines-summary');
  let po: PlannedPo | undefined;
  const ready = await state(
    'workbench planned',
    async () => {
      po = await keyPo(admin, `A${RUN}${language.toUpperCase()}`);
      // the demo's planner has a saved draft: the journey starts without it (its prompt is
      // audited below, from the draft this journey saves)
      const discarded = await page.request.delete('/api/planning/draft', {
        headers: { Authorization: await authorization(page) },
      });
      expect(discarded.ok(), await discarded.text()).toBe(true);
      await page.goto('/arrange/preArrange');
      await expect(summary).toHaveText(/^\d+/, OPENING);
      await pick(page, 'open-line-filters_supplier', SUPPLIER.code, SUPPLIER.code);
      await pick(page, 'open-line-filters_loadingPoint', po.loadingPointName);
      await pick(page, 'open-line-filters_destinationCountry', `(${po.destination})`);
      await page.locator('#open-line-filters button[type="submit"]').click();
      await expect(summary).toHaveText(/^3\D/);
      await toolbar('planning:toolbar.autoPlan').click();
      await expect(containerCards(page)).toHaveCount(2, OPENING);
      await page.mouse.move(0, 0);
    },
    true,
  );
  if (!ready) return audits;
  const cards = containerCards(page);
  const tenCard = () => cards.filter({ hasText: new RegExp(`${po!.poNumber}\\s*/\\s*10(?!\\d)`) });

  if (
    await state('plan options', () =>
      page.getByRole('button', { name: counted(t('planning:toolbar.options')) }).click(),
    )
  )
    await close();
  if (
    await state('split line', () =>
      tenCard()
        .getByRole('button', {
          name: `${t('planning:containers.split')} ${po!.poNumber} / 10`,
          exact: true,
        })
        .click(),
    )
  )
    await close();
  if (
    await state('move to menu', () =>
      tenCard()
        .getByRole('button', {
          name: t('planning:containers.moveToLine')
            .replace('{{poNumber}}', po!.poNumber)
            .replace('{{lineNo}}', '10'),
          exact: true,
        })
        .click(),
    )
  ) {
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
  }
  if (await state('add container', () => toolbar('planning:toolbar.addContainer').click())) {
    await state('add container refused', () => submitEmpty(page, t));
    await close();
  }
  if (await state('re-plan question', () => toolbar('planning:toolbar.discard').click()))
    await close();

  // both containers selected: merge (and its RDD question), batch modify, release
  for (const card of await cards.all()) await card.locator('.ant-checkbox-input').first().check();
  if (await state('merge', () => toolbar('planning:toolbar.merge').click())) {
    await state('merge RDD question', () => dialogButton('planning:merge.ok').click());
    await close();
  }
  if (await state('batch modify', () => toolbar('planning:toolbar.batchModify').click()))
    await close();
  if (await state('release', () => toolbar('planning:toolbar.release').click())) {
    await state('release refused', () => submitEmpty(page, t));
    await close();
  }

  // a saved draft: the prompt on coming back, then its discarding (Re-plan)
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/planning/') && r.request().method() !== 'GET',
  );
  await toolbar('planning:toolbar.save').click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText(t('planning:toolbar.unsaved'))).toBeHidden();
  await page.goto('/home');
  if (
    await state('saved-draft prompt', async () => {
      await page.goto('/arrange/preArrange');
      await expect(page.locator('.ant-modal-wrap').filter({ visible: true })).toBeVisible(OPENING);
    })
  ) {
    await state('discard draft question', () =>
      dialogButton('planning:draftPrompt.replan').click(),
    );
  }
  await dialogButton('planning:draftPrompt.discard').click();
  // the question stays (its OK loading) until the server has discarded the draft: on CI,
  // with both languages' lanes running, that took over 10 s
  await expect(page.locator('.ant-modal-wrap').filter({ visible: true })).toHaveCount(0, OPENING);
  return audits;
}
