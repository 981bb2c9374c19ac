import { expect, test, type Page } from '@playwright/test';
import { audit, expectNoViolations, settle } from './axe-audit';
import {
  DEMO_PASSWORD,
  authorization,
  chooseLanguage,
  screenshot,
  signIn,
  signOut,
} from './helpers';

/*
 * Issue 17, as people use it: an owner (1-SCM) uploads a new version of a supplier file, a
 * due-diligence reviewer (6-DDC) approves it in documentApproval, and the supplier sees it in
 * effect; the reviewer approves the demo's waiting status change (AVL); a PDF, an image and
 * a Word document open in /viewFile. Screens shot in en and zh.
 */

/** A one-page PDF written by hand (the upload checks the content, not the name). */
function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function api<T>(page: Page, method: 'GET' | 'POST', url: string): Promise<T> {
  const answer = await page.request.fetch(url, {
    method,
    headers: { Authorization: await authorization(page) },
  });
  expect(answer.ok(), url).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

interface StageFile {
  fileType: { name: string };
  status: string;
  latest: { versionNo: number; fileId: number; fileName: string; format: string } | null;
}
interface Stage {
  supplier: { id: number; status: string };
  stages: { stage: string; files: StageFile[] }[];
}

const supplierId = async (page: Page, code: string) =>
  (
    await api<{ list: { id: number; code: string }[] }>(
      page,
      'GET',
      `/api/suppliers?keyword=${code}`,
    )
  ).list.find((supplier) => supplier.code === code)!.id;

const fileOf = (stage: Stage, name: string) =>
  stage.stages.flatMap((s) => s.files).find((file) => file.fileType.name === name)!;

test('an owner uploads, a reviewer approves, the supplier sees it in effect', async ({ page }) => {
  test.setTimeout(180_000);
  const fileName = `info-${Date.now()}.pdf`;

  await signIn(page, 'scm', DEMO_PASSWORD);
  const id = await supplierId(page, 'SUP001');
  await page.goto(`/factory/supplierStage?id=${id}`);
  await page.getByRole('tab', { name: 'Basic info' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Supplier information form' });
  await row.getByRole('button', { name: 'New version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload: Supplier information form' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: onePagePdf('Supplier information form v2'),
  });
  await dialog.getByLabel('Summary comment').fill('Updated headcount');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/Uploaded as version 2, awaiting review/)).toBeVisible();
  await expect(row.getByText('Awaiting Review')).toBeVisible();
  await screenshot(page, 'dd-supplier-stage-en');
  await signOut(page);

  await signIn(page, 'ddc', DEMO_PASSWORD);
  await page.goto('/factory/documentApproval');
  const waiting = page.getByRole('row').filter({ hasText: fileName });
  await expect(waiting).toBeVisible();
  await screenshot(page, 'dd-document-approval-en');
  await waiting.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: /^Approve 1 file/ });
  await approve.getByRole('textbox').fill('Complete');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('1 file approved')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'supplier', DEMO_PASSWORD);
  await page.goto(`/factory/supplierStage?id=${id}`);
  await page.getByRole('tab', { name: 'Basic info' }).click();
  const own = page.getByRole('row').filter({ hasText: 'Supplier information form' });
  await expect(own.getByText('Executed')).toBeVisible();
  await expect(own.getByRole('link', { name: new RegExp(fileName) })).toBeVisible();
  await chooseLanguage(page, '中文');
  await page.getByRole('tab', { name: '基本信息' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: '供应商信息表' }).getByText('已生效'),
  ).toBeVisible();
  await screenshot(page, 'dd-supplier-stage-zh');
});

test('a reviewer approves the waiting status change', async ({ page }) => {
  await signIn(page, 'ddc', DEMO_PASSWORD);
  await page.goto('/factory/avlApproval');
  const pending = page
    .getByRole('row')
    .filter({ hasText: 'SUP005' })
    .filter({ hasText: 'Pending' });
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: /^Approve: / });
  await dialog.getByRole('textbox').fill('Samples and audit passed');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/is now AVL-Approved Vendor List/)).toBeVisible();
  const id = await supplierId(page, 'SUP005');
  expect((await api<{ status: string }>(page, 'GET', `/api/suppliers/${id}`)).status).toBe('avl');
  await screenshot(page, 'dd-avl-approval-en');
});

test('a PDF, an image and a Word document open in the preview', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  const stage = await api<Stage>(
    page,
    'GET',
    `/api/suppliers/${await supplierId(page, 'SUP001')}/stage`,
  );
  const pdf = fileOf(stage, 'NDA').latest!;
  const image = fileOf(stage, 'Quality certificate (ISO 9001)').latest!;
  const docx = fileOf(stage, 'Supplier information form');
  const versions = await api<{ fileId: number; format: string }[]>(
    page,
    'GET',
    `/api/suppliers/${stage.supplier.id}/files/${(docx.fileType as unknown as { id: number }).id}/versions`,
  );
  const word = versions.find((version) => version.format === 'docx')!;

  await page.goto(`/viewFile?id=${pdf.fileId}`);
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NDA');
  await screenshot(page, 'dd-view-pdf-en');

  await page.goto(`/viewFile?id=${image.fileId}`);
  await expect(page.locator('img').first()).toBeVisible();
  await screenshot(page, 'dd-view-image-en');

  await page.goto('/');
  await chooseLanguage(page, '中文');
  await page.goto(`/viewFile?id=${word.fileId}`);
  await expect(page.getByText('Headquarters: Shenzhen 深圳')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('供应商信息表');
  await screenshot(page, 'dd-view-docx-zh');
});

test('the preview passes axe in both languages: PDF, image viewer, Word, Excel', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', 'admin123');
  const stage = await api<Stage>(
    page,
    'GET',
    `/api/suppliers/${await supplierId(page, 'SUP001')}/stage`,
  );
  const ids = {
    pdf: fileOf(stage, 'NDA').latest!.fileId,
    image: fileOf(stage, 'Quality certificate (ISO 9001)').latest!.fileId,
    sheet: fileOf(stage, 'Pre-due-diligence questionnaire').latest!.fileId,
    deck: fileOf(stage, 'Factory audit report').latest!.fileId,
  };
  const audits = [];
  for (const language of ['en', 'zh'] as const) {
    await page.goto('/');
    await chooseLanguage(page, language === 'zh' ? '中文' : 'English');
    for (const [kind, id] of Object.entries(ids)) {
      await page.goto(`/viewFile?id=${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      if (kind === 'pdf') await expect(page.locator('canvas').first()).toBeVisible();
      audits.push(await audit(page, `viewFile ${kind}`, language));
      if (kind === 'image') {
        await page.locator('.ant-image').first().click();
        await expect(page.locator('.ant-image-preview').first()).toBeVisible();
        await settle(page);
        audits.push(await audit(page, 'image viewer', language));
        await page.keyboard.press('Escape');
      }
    }
  }
  expectNoViolations(audits);
});
