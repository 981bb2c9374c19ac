import { label, type Language } from '@lading/shared';
import JSZip from 'jszip';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { describe, expect, it } from 'vitest';
import { dossierDocx } from './dossier-docx';
import { dossierPdf } from './dossier-pdf';
import { dossierContent } from './dossier-rows';
import { dossierFixture as data, FULL_NAME, ZONE } from './dossier.test-support';

/**
 * The dossier's Word and PDF files (issue 17), read back as a user's tools read them: the
 * .docx unzipped (word/document.xml), the PDF's text by pdf-parse. Times in Shanghai, so
 * 2026-01-10T02:15Z shows as 2026-01-10 10:15.
 */

const LANGS: Language[] = ['zh', 'en'];
const sections = (lang: Language) =>
  (['title', 'profile', 'checks', 'files', 'records'] as const).map((key) =>
    label(lang, `dueDiligence:dossier.${key}`),
  );

/** The text of word/document.xml's runs, one per line, entities decoded. */
async function docxText(file: Buffer, part = 'word/document.xml'): Promise<string> {
  const xml = await (await JSZip.loadAsync(file)).file(part)!.async('string');
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((match) => match[1]!)
    .join('\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('the dossier text both files share', () => {
  it('names every value in the caller language and skips empty contacts', () => {
    const zh = dossierContent(data, 'zh', ZONE);
    expect(zh.supplier).toBe(`SUP-HG01  ${FULL_NAME}`);
    expect(zh.generated).toBe('dave 于 2026-02-01 09:30 生成');
    expect(zh.contacts.map(([name]) => name)).toEqual(['联系人 1', '联系人 3']);
    expect(zh.contacts[1]![1]).toBe('Chen Gang · gang.chen@huaguang.example');
    expect(zh.stages.map((stage) => stage.title)).toEqual([
      '基本信息',
      '预尽职调查',
      '供应商评估',
      '持续维护',
      '供应商淘汰（EOL）',
    ]);
    expect(zh.stages[2]!.table).toBeNull();
    const nda = zh.stages[0]!.table!.rows[1]!;
    expect(nda).toEqual([
      '保密协议',
      '保密协议',
      '待审核\n生效版本：第 1 版，至 2027-01-09',
      '2',
      'nda-v2.pdf',
      '2026-01-01 – 2026-12-31',
      'alice',
      '2026-01-10 10:15',
    ]);
    expect(zh.checks.rows[0]).toEqual([
      '道德检查一级',
      '已完成',
      '85',
      '通过',
      '现场审核通过',
      '2026-01-10',
      '2027-01-09',
      'carol',
      '2026-01-10 10:15',
    ]);
  });

  it('shows the from and to of a record by its event', () => {
    const en = dossierContent(data, 'en', ZONE);
    expect(en.records!.rows.map((row) => row.slice(0, 3))).toEqual([
      ['Stage moved', 'Basic info → Pre-due diligence', ''],
      ['File uploaded', 'Awaiting Review', 'Non-disclosure agreement'],
    ]);
    expect(en.stages[0]!.table!.rows[1]![2]).toBe(
      'Awaiting Review\nIn effect: v1 until 2027-01-09',
    );
  });
});

describe.each(LANGS)('the dossier in %s', (lang) => {
  const checkName = lang === 'zh' ? '道德检查一级' : 'Ethic check level 1';
  const fileTypeName = lang === 'zh' ? '营业执照' : 'Business licence';

  it('is a Word file with the profile, the checks and the files', async () => {
    const file = await dossierDocx(data, lang, ZONE);
    const text = await docxText(file);
    for (const expected of [
      ...sections(lang),
      FULL_NAME,
      checkName,
      fileTypeName,
      'business-licence-2026.pdf',
      '2027-01-09',
      '2026-01-10 10:15',
      label(lang, 'dueDiligence:dossier.noFiles'),
    ]) {
      expect(text).toContain(expected);
    }
    const zip = await JSZip.loadAsync(file);
    const footers = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^word\/footer\d*\.xml$/.test(name))
        .map((name) => zip.file(name)!.async('string')),
    );
    expect(footers.join('')).toMatch(/NUMPAGES/);
  });

  it('is a PDF whose text holds the Chinese name and every section', async () => {
    const file = await dossierPdf(data, lang, ZONE);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, numpages } = await pdfParse(file);
    for (const expected of [...sections(lang), FULL_NAME, checkName, fileTypeName, 'nda-v2.pdf']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(label(lang, 'dueDiligence:dossier.page', { page: 1, pages: numpages }));
  });
});
