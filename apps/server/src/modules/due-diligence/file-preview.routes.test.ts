import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { demoDocument } from '../../db/seed/demo-files';
import { fileTypeIds, uploadFile } from './dd.test-support';

/*
 * Issue 17 preview of PowerPoint files: LibreOffice headless converts a deck to PDF once
 * and the server keeps it. Where LibreOffice is installed (CI installs it from Debian's
 * packages) the PDF's text is read back; where it is not, the answer says so (409).
 */
useTestContext({ admin: true });

const hasSoffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
})();

describe('the PowerPoint preview', () => {
  it(`${hasSoffice ? 'converts a deck to PDF once' : 'says the server cannot convert'}`, async () => {
    const typeId = await fileTypeIds(t);
    const supplierId = (await t.buildSupplier()).id;
    const deck = await demoDocument('pptx', 'Audit summary 审核摘要', [
      'Findings: 3 minor',
      randomUUID(),
    ]);
    const upload = await uploadFile(
      t,
      admin,
      supplierId,
      {
        fileTypeId: typeId('Factory audit report'),
        expiryControl: 1,
        validFrom: '2026-01-01',
        validUntil: '2026-12-31',
      },
      'audit.pptx',
      deck,
    );
    expect(upload.status).toBe(200);
    const url = `/api/files/${upload.body.data.fileId}/pdf`;
    const first = await t.call('GET', url, { token: admin });
    if (!hasSoffice) {
      expect(first.status).toBe(409);
      expect(first.body.message).toMatch(/LibreOffice is not installed/);
      return;
    }
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(/^inline; .*audit\.pdf/);
    const text = (await pdfParse(first.raw)).text;
    expect(text).toContain('Audit summary');
    expect(text).toContain('Findings: 3 minor');
    // the second read is the kept PDF
    const again = await t.call('GET', url, { token: admin });
    expect(Buffer.compare(again.raw, first.raw)).toBe(0);
  }, 120_000);
});
