import type { Language } from '@lading/shared';
import ExcelJS from 'exceljs';
import type { TestContext } from '../../test/harness';

/** Helpers the reference API tests share (not a test file itself). */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type CellValue = string | number | boolean | null;

/**
 * GET an export route and read the workbook back with exceljs: status, content type and
 * the first sheet's rows (header first), cells as plain values.
 */
export async function downloadExport(
  t: TestContext,
  url: string,
  options: { token?: string; query?: Record<string, string>; lang?: Language } = {},
) {
  const query = new URLSearchParams(options.query ?? {});
  const response = await t.app.inject({
    method: 'GET',
    url: query.size ? `${url}?${query}` : url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    },
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const rows: (CellValue | undefined)[][] = [];
  if (contentType === XLSX_TYPE) {
    const workbook = new ExcelJS.Workbook();
    const bytes = response.rawPayload;
    // exceljs types its input as an ArrayBuffer
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    workbook.worksheets[0]!.eachRow((row) => {
      rows.push((row.values as (CellValue | undefined)[]).slice(1));
    });
    // an empty cell reads back as a hole; show it as '' across the header's width
    const width = rows[0]?.length ?? 0;
    for (const [index, row] of rows.entries()) {
      rows[index] = Array.from({ length: Math.max(width, row.length) }, (_, i) => row[i] ?? '');
    }
  }
  return {
    status: response.statusCode,
    contentType,
    disposition: String(response.headers['content-disposition'] ?? ''),
    rows,
    /** The JSON envelope, when the server refused with one. */
    envelope: contentType.includes('json') ? (response.json() as { code: number }) : null,
  };
}

/** The audit rows written for one record, oldest first, with before/after parsed. */
export async function auditTrail(t: TestContext, entity: string, entityId: string | number) {
  const rows = await t.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'actor_name', 'before_json', 'after_json'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    actor: row.actor_name,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
  }));
}

/** How many rows a table holds (to prove a refused write wrote nothing). */
export async function countRows(
  t: TestContext,
  table: 'loading_points' | 'shipping_lines' | 'transit_times' | 'loading_limits' | 'audit_log',
): Promise<number> {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
