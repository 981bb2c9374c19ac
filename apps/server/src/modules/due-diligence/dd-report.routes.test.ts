import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import type { DdReportItem, NdaContractItem, Page, SheetPreview } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { fileTypeIds, sampleFile, uploadFile } from './dd.test-support';

/*
 * Issue 17 reports: NDAContract and DDreport with their filters and Excel exports, the
 * dossier as Word and PDF (Chinese text read back), each within the caller's supplier
 * scope; the sheet preview of an Excel file and the PowerPoint preview without LibreOffice.
 */
useTestContext({ admin: true, config: { soffice: undefined } });

const NAME = '宁波海天电器有限公司';
let typeId: (name: string) => number;
let supplierId: number;
let otherId: number;
let supplierUser: { token: string };
const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function approvedFile(
  id: number,
  type: string,
  format: 'pdf' | 'xlsx' | 'pptx',
  until?: string,
) {
  const answer = await uploadFile(
    t,
    admin,
    id,
    until
      ? { fileTypeId: typeId(type), expiryControl: 1, validFrom: '2026-01-01', validUntil: until }
      : { fileTypeId: typeId(type) },
    `${type}.${format}`,
    await sampleFile(format),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await t.call('POST', '/api/supplier-files/review', {
    token: admin,
    body: { versionIds: [answer.body.data.versionId], decision: 'approve' },
  });
  return answer.body.data.fileId;
}

let sheetFileId: number;
let deckFileId: number;

beforeAll(async () => {
  typeId = await fileTypeIds(t);
  supplierId = (await t.buildSupplier({ name: NAME })).id;
  otherId = (await t.buildSupplier({ name: 'Other Report Supplier' })).id;
  supplierUser = await t.signedInUser('7-Supplier', { supplierIds: [otherId] });
  await approvedFile(supplierId, 'NDA', 'pdf', inDays(10));
  await approvedFile(otherId, 'Framework contract', 'pdf', inDays(200));
  sheetFileId = await approvedFile(supplierId, 'Pre-due-diligence questionnaire', 'xlsx');
  deckFileId = await approvedFile(supplierId, 'Factory audit report', 'pptx', inDays(300));
  await t.call('PUT', `/api/suppliers/${supplierId}/checks/ethic1`, {
    token: admin,
    body: {
      status: 'completed',
      score: 88,
      result: 'pass',
      comment: '',
      validFrom: today,
      validUntil: inDays(365),
    },
  });
});

describe('NDA and contract report', () => {
  it('lists each supplier’s NDA and contract files, filtered by expiring soon', async () => {
    const all = await t.call<Page<NdaContractItem>>('GET', '/api/reports/nda-contracts', {
      token: admin,
      query: { keyword: NAME, pageSize: 50 },
    });
    const nda = all.body.data.list.find((row) => row.kind === 'nda')!;
    expect(nda).toMatchObject({
      status: 'executed',
      signed: true,
      versionNo: 1,
      validUntil: inDays(10),
      daysLeft: 10,
      expiringSoon: true,
      fileName: 'NDA.pdf',
    });
    const contract = all.body.data.list.find((row) => row.kind === 'contract')!;
    expect(contract).toMatchObject({
      status: 'inProgress',
      signed: false,
      versionNo: null,
      expiringSoon: false,
    });

    const soon = await t.call<Page<NdaContractItem>>('GET', '/api/reports/nda-contracts', {
      token: admin,
      query: { expiringSoon: 1, pageSize: 100 },
    });
    expect(soon.body.data.list.map((row) => row.supplierName)).toEqual([NAME]);
  });

  it('exports with headers in the caller’s language', async () => {
    const file = await t.call('GET', '/api/reports/nda-contracts/export', {
      token: admin,
      lang: 'zh',
      query: { keyword: NAME },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('供应商编码');
    expect(sheet.getRow(2).getCell(2).value).toBe(NAME);
    expect(sheet.getRow(2).getCell(4).value).toBe('保密协议');
    expect(sheet.getRow(2).getCell(6).value).toBe('已生效');
  });

  it('shows a supplier user their own suppliers only', async () => {
    const mine = await t.call<Page<NdaContractItem>>('GET', '/api/reports/nda-contracts', {
      token: supplierUser.token,
      query: { pageSize: 100 },
    });
    expect(new Set(mine.body.data.list.map((row) => row.supplierId))).toEqual(new Set([otherId]));
  });
});

describe('due-diligence report and dossier', () => {
  it('counts each supplier’s missing, expired, pending and effective files', async () => {
    await t.call('PUT', `/api/suppliers/${supplierId}/stage`, {
      token: admin,
      body: { stage: 'supplierEvaluation', comment: '' },
    });
    const report = await t.call<Page<DdReportItem>>('GET', '/api/reports/due-diligence', {
      token: admin,
      query: { keyword: NAME },
    });
    const row = report.body.data.list[0]!;
    expect(row).toMatchObject({
      supplierName: NAME,
      supplyStage: 'supplierEvaluation',
      executedFiles: 3,
      expiredFiles: 0,
      pendingFiles: 0,
    });
    // required up to supplier evaluation: info form, licence, NDA, questionnaire, audit report
    expect(row.missingFiles).toBe(2);
    expect(row.checks[0]).toMatchObject({ check: 'ethic1', status: 'completed', score: 88 });
  });

  it('writes the dossier as PDF and Word, with the Chinese name', async () => {
    const pdf = await t.call('GET', `/api/suppliers/${supplierId}/dossier`, {
      token: admin,
      lang: 'zh',
      query: { format: 'pdf' },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfParse(pdf.raw)).text;
    expect(text).toContain(NAME);
    expect(text).toContain('尽职调查档案');

    const docx = await t.call('GET', `/api/suppliers/${supplierId}/dossier`, {
      token: admin,
      query: { format: 'docx' },
    });
    const xml = await (await JSZip.loadAsync(docx.raw)).file('word/document.xml')!.async('string');
    expect(xml).toContain(NAME);
    expect(xml).toContain('Ethic check level 1');
    expect(
      (
        await t.call('GET', `/api/suppliers/${supplierId}/dossier`, {
          token: supplierUser.token,
          query: { format: 'pdf' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('previews', () => {
  it('reads an Excel file’s sheets as text', async () => {
    const sheet = await t.call<SheetPreview>('GET', `/api/files/${sheetFileId}/sheet`, {
      token: admin,
    });
    expect(sheet.status).toBe(200);
    expect(sheet.body.data.sheets[0]!.rows[0]).toEqual(['Item 项目', 'Answer 答复']);
  });

  it('says a PowerPoint file cannot be shown when the server has no converter', async () => {
    const answer = await t.call('GET', `/api/files/${deckFileId}/pdf`, {
      token: admin,
      lang: 'zh',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/未安装 LibreOffice/);
    expect((await t.call('GET', `/api/files/${deckFileId}/sheet`, { token: admin })).status).toBe(
      409,
    );
  });
});
