import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@lading/shared';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import {
  bound,
  lineA,
  lineB,
  opened,
  plannedOpen,
  qrcUserB,
  sn,
  supplierA,
  supplierUserA,
  useSerialWorld,
} from './serials.test-support';

/**
 * issue 18 labels: a parent's label PDF — its code, names and contents read back from the
 * file; a pallet's SSCC once a GS1 company prefix is set; another supplier's is a 404.
 * LADING_KEEP_PDF=dir keeps the files to look at (pdftoppm -png -r 100).
 */
useSerialWorld();

async function labelOf(id: number, token = admin, lang: Language = 'en') {
  const answer = await t.call('GET', `/api/serials/parents/${id}/label`, { token, lang });
  const isPdf = String(answer.headers['content-type']).startsWith('application/pdf');
  const parsed = isPdf ? await pdfParse(answer.raw) : { text: '', numpages: 0 };
  const keep = process.env.LADING_KEEP_PDF;
  if (keep && isPdf) {
    fs.mkdirSync(keep, { recursive: true });
    fs.writeFileSync(path.join(keep, `label-${id}-${lang}.pdf`), answer.raw);
  }
  return { ...answer, text: parsed.text.replace(/\s+/g, ' '), pages: parsed.numpages };
}

describe('a parent label', () => {
  it('carries the code, its product, supplier and PO, and what it holds, in both languages', async () => {
    const carton = (await opened('carton', sn.carton())).parent;
    for (let i = 0; i < 3; i++) await bound(carton.id, 'product', sn.product());
    const en = await labelOf(carton.id);
    expect(en.status).toBe(200);
    expect(en.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(en.pages).toBe(1);
    expect(String(en.headers['content-disposition'])).toContain(encodeURIComponent(carton.code));
    expect(en.text).toContain('Carton label');
    expect(en.text).toContain(carton.code);
    expect(en.text).toContain('SRA001 Serial lamp');
    expect(en.text).toContain(supplierA.code);
    expect(en.text).toContain('SR-PO-A');
    expect(en.text).toContain('Products inside: 3');
    const zh = await labelOf(carton.id, admin, 'zh');
    expect(zh.text).toContain('外箱标签');
    expect(zh.text).toContain('内含产品：3 个');
  });

  it('puts an SSCC with its check digit on pallets once a GS1 company prefix is set', async () => {
    const pallet = (await opened('pallet', sn.pallet())).parent;
    const carton = (await opened('carton', sn.carton())).parent;
    await bound(carton.id, 'product', sn.product());
    await bound(pallet.id, 'carton', carton.code);
    expect((await labelOf(pallet.id)).text).not.toContain('SSCC');
    const saved = await t.call('PUT', '/api/serial-templates/label-settings', {
      token: admin,
      body: { gs1CompanyPrefix: '0614141', ssccExtension: 3 },
    });
    expect(saved.status).toBe(200);
    const label = await labelOf(pallet.id);
    const sscc = /SSCC \(00\) (\d{18})/.exec(label.text)?.[1];
    expect(sscc).toMatch(new RegExp(`^30614141${String(pallet.id).padStart(9, '0')}\\d$`));
    const { isValidSscc } = await import('@lading/shared');
    expect(isValidSscc(sscc!)).toBe(true);
    expect(label.text).toContain('Products inside: 1');
    // the contents table: level, product, count (pdf-parse joins a row's cells)
    expect(label.text).toContain('CartonSRA0011');
  });

  it('names the container a pallet was loaded into', async () => {
    const pallet = (await opened('pallet', sn.pallet())).parent;
    const carton = (await opened('carton', sn.carton())).parent;
    await bound(carton.id, 'product', sn.product());
    await bound(pallet.id, 'carton', carton.code);
    expect((await labelOf(pallet.id)).text).not.toContain('Container');
    const container = (await opened('container', sn.container(), { containerId: plannedOpen }))
      .parent;
    await bound(container.id, 'pallet', pallet.code, { container: true });
    expect((await labelOf(pallet.id)).text).toContain(`Container${container.code}`);
    expect((await labelOf(carton.id, admin, 'zh')).text).toContain(container.code);
  });

  it("is another supplier's user's 404", async () => {
    const carton = (await opened('carton', sn.carton(), { poLineId: lineA })).parent;
    expect((await labelOf(carton.id, supplierUserA.token)).status).toBe(200);
    expect((await labelOf(carton.id, qrcUserB.token)).status).toBe(404);
    const theirs = (await opened('carton', sn.carton(), { poLineId: lineB })).parent;
    expect((await labelOf(theirs.id, qrcUserB.token)).status).toBe(200);
  });
});
