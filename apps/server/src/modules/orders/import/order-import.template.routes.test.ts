import { describe, expect, it } from 'vitest';
import { t } from '../../../test/harness';
import { sheetsOf } from '../../products/import/import-sheets.test-support';
import {
  PO_COLUMNS,
  SO_COLUMNS,
  poColumnForHeader,
  soColumnForHeader,
} from './order-import-columns';
import { importOrders } from './order-import.test-support';
import { scm, useOrderImportWorld } from './order-import.world.test-support';

/** The PO and SO import templates: the header row the importer reads back, in en and zh. */
useOrderImportWorld();

describe('the templates', () => {
  it.each([
    ['purchase-orders', 'en', PO_COLUMNS, poColumnForHeader, 'po-import-template'],
    ['purchase-orders', 'zh', PO_COLUMNS, poColumnForHeader, '采购订单导入模板'],
    ['sales-orders', 'en', SO_COLUMNS, soColumnForHeader, 'so-import-template'],
    ['sales-orders', 'zh', SO_COLUMNS, soColumnForHeader, '销售订单导入模板'],
  ] as const)(
    '%s in %s: headers the importer reads, instructions, drop-downs',
    async (kind, lang, columns, lookup, fileName) => {
      const answer = await t.call('GET', `/api/${kind}/import/template`, {
        token: scm.token,
        lang,
      });
      expect(answer.status).toBe(200);
      expect(String(answer.headers['content-disposition'])).toContain(encodeURIComponent(fileName));
      const [lines, instructions] = await sheetsOf(answer.raw);
      const headers = (lines!.getRow(1).values as unknown[]).slice(1).map(String);
      expect(headers.map((header) => lookup(header))).toEqual(columns);
      expect(instructions!.name).toBe(lang === 'zh' ? '说明' : 'Instructions');
      // every column is explained; the country codes are listed for the drop-down
      expect(instructions!.getColumn(1).values).toEqual(
        expect.arrayContaining(columns.map((column) => column.title(lang))),
      );
      expect(instructions!.getColumn(5).values).toContain('NG');

      const job = await importOrders(t, kind, scm.token, answer.raw, lang);
      expect(job.status).toBe('failed');
      expect(job.error).toBe(
        lang === 'zh'
          ? '文件的标题行下没有订单行'
          : 'The file has no order lines under the header row',
      );
    },
  );
});
