import { beforeAll, describe, expect, it } from 'vitest';
import { HALF_YEAR, cells, flat, makePack, usePackWorld, w } from './report-packs.test-support';

/**
 * PDF packs of the four reports on the hand-made set of report-packs.test-support.ts: the
 * text read back from the file (pdf-parse writes a table row's cells side by side).
 */

usePackWorld();

let admin: string;
let supplierA: string;
beforeAll(() => {
  admin = w.users.admin.token;
  supplierA = w.users.supplierA.token;
});

describe('a PDF pack', () => {
  it('of OTD: title, filters, the figures computed by hand, the page numbers', async () => {
    const { job, file, text, pages } = await makePack(admin, {
      report: 'otd',
      format: 'pdf',
      filters: HALF_YEAR.otd,
    });
    expect(job).toMatchObject({ report: 'otd', format: 'pdf' });
    expect(job.fileName).toMatch(/^OTD \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(job.fileName!)}`,
    );
    const words = flat(text);
    expect(words).toContain('OTD — on-time delivery');
    expect(words).toContain('Received between: 2026-01-01 – 2026-06-30 · Tolerance (days): 0');
    // March: 1 of 2 lines on time (50.0 %), 20 of 30 pieces (66.7 %), 2 days late
    expect(words).toContain(cells('2026-03', '2', '1', '50.0 %', '30', '66.7 %', '2.0'));
    // all: 1 of 4 (25.0 %), 20 of 65 pieces (30.8 %), late by 2, 16 and 4 days (7.3)
    expect(words).toContain(cells('Total', '4', '1', '25.0 %', '65', '30.8 %', '7.3'));
    expect(pages).toBeGreaterThan(1);
    expect(words).toContain(`Page 1 of ${pages}`);
    expect(words).toContain(`Page ${pages} of ${pages}`);
  });

  it('of OTD in zh: the title and words in Chinese', async () => {
    const { job, text, pages } = await makePack(
      admin,
      { report: 'otd', format: 'pdf', filters: HALF_YEAR.otd },
      'zh',
    );
    expect(job.fileName).toMatch(/^准时交付 \d{4}-\d{2}-\d{2}\.pdf$/);
    const words = flat(text);
    expect(words).toContain('OTD — 准时交付');
    expect(words).toContain(cells('2026-03', '2', '1', '50.0 %'));
    expect(words).toContain(`第 1 页，共 ${pages} 页`);
  });

  it('of utilization: the containers by ETD month', async () => {
    const { text } = await makePack(admin, {
      report: 'utilization',
      format: 'pdf',
      filters: HALF_YEAR.utilization,
    });
    const words = flat(text);
    expect(words).toContain('Container utilization');
    expect(words).toContain('ETD between: 2026-01-01 – 2026-06-30');
    // C1 in February, C3 and C4 in April: 3 containers
    expect(words).toMatch(new RegExp(`${cells('2026-02', '1')}\\d`));
    expect(words).toMatch(new RegExp(`${cells('2026-04', '2')}\\d`));
    expect(words).toMatch(new RegExp(`${cells('Total', '3')}\\d`));
  });

  it('of seaReport: every container at sea', async () => {
    const { text } = await makePack(admin, { report: 'seaReport', format: 'pdf', filters: {} });
    const words = flat(text);
    expect(words).toContain('Sea report — containers at sea');
    expect(words).toContain('All data');
    expect(words).toContain('AAAU1111111');
    expect(words).toContain('BBBU2222222');
    expect(words).toContain(cells('Lagos', '0', '1', '1'));
  });

  it('of shippingAmountReport: the amounts by month and in all', async () => {
    const { text } = await makePack(admin, {
      report: 'shippingAmountReport',
      format: 'pdf',
      filters: HALF_YEAR.shippingAmountReport,
    });
    const words = flat(text);
    expect(words).toContain('Shipped amount');
    expect(words).toContain('ATD: 2026-01-01 – 2026-06-30 · Split by: Destination');
    // by month (one destination, Nigeria, then the total): February 1,000.00 + 400.00
    expect(words).toContain(cells('2026-02', '$1,400.00', '$1,400.00'));
    expect(words).toContain(cells('2026-05', '$100.00', '$100.00'));
    expect(words).toContain(cells('Total', '$1,500.00', '$1,500.00'));
    // the rows: A's February line, and the containers, lines, pieces and amount in all
    expect(words).toContain(
      cells(
        '2026-02',
        'Nigeria',
        'PACK-SA',
        'PACK supplier A',
        'PV panels',
        '1',
        '1',
        '10',
        '$1,000.00',
      ),
    );
    expect(words).toContain(cells('Total', '3', '4', '40', '$1,500.00'));
  });
});

describe('a PowerPoint pack', () => {
  it('is made by the same job and served as a deck', async () => {
    const { job, file } = await makePack(admin, {
      report: 'utilization',
      format: 'pptx',
      filters: HALF_YEAR.utilization,
    });
    expect(job.fileName).toMatch(/^Utilization \d{4}-\d{2}-\d{2}\.pptx$/);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(file.raw.subarray(0, 2).toString()).toBe('PK');
  });
});

describe("a supplier user's pack", () => {
  it('holds its own suppliers’ rows only, as the screen does', async () => {
    const sea = flat(
      (await makePack(supplierA, { report: 'seaReport', format: 'pdf', filters: {} })).text,
    );
    expect(sea).toContain('AAAU1111111');
    expect(sea).not.toContain('BBBU2222222');
    expect(sea).not.toContain('Mombasa');

    const amounts = flat(
      (
        await makePack(supplierA, {
          report: 'shippingAmountReport',
          format: 'pdf',
          filters: HALF_YEAR.shippingAmountReport,
        })
      ).text,
    );
    expect(amounts).toContain(cells('Total', '$1,070.00', '$1,070.00'));
    expect(amounts).not.toContain('$1,400.00');
    expect(amounts).not.toContain('$1,500.00');
    expect(amounts).not.toContain('PACK-SB');

    const otd = flat(
      (await makePack(supplierA, { report: 'otd', format: 'pdf', filters: HALF_YEAR.otd })).text,
    );
    expect(otd).toContain('PACK-SA');
    expect(otd).not.toContain('PACK-SB');
  });
});
