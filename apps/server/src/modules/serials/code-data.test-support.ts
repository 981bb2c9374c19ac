import type {
  CodeDataItem,
  CodeDetails,
  ComplementResponse,
  ContainerComparison,
  ContainerDataItem,
  Language,
  Page,
  TraceContainerItem,
} from '@lading/shared';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { admin, t, type ApiAnswer } from '../../test/harness';
import { ok } from './serials.test-support';

/*
 * Calls of the code data, traceability, complement and container comparison tests (issue
 * 19), on top of the binding tests' world (serials.test-support.ts).
 */

interface As {
  token?: string;
  lang?: Language;
}
type Query = Record<string, string | number>;

const get = <T>(path: string, query: Query = {}, options: As = {}) =>
  t.call<T>('GET', `/api/serials${path}`, {
    token: options.token ?? admin,
    lang: options.lang ?? 'en',
    query,
  });

export const codeList = (query: Query = {}, options: As = {}) =>
  get<Page<CodeDataItem>>('/code-data', { pageSize: 100, ...query }, options);

/** The codes of a list answer, in order. */
export const codesOf = async (query: Query = {}, options: As = {}) =>
  ok(await codeList(query, options)).list.map((item) => item.code);

export const codeDetails = (id: number, options: As = {}) =>
  get<CodeDetails>(`/codes/${id}`, {}, options);

export const codeChildren = (id: number, query: Query = {}, options: As = {}) =>
  get<Page<CodeDataItem>>(`/codes/${id}/children`, query, options);

export const trace = (code: string, query: Query = {}, options: As = {}) =>
  get<CodeDataItem[]>('/trace', { code, ...query }, options);

export const traceContainers = (query: Query = {}, options: As = {}) =>
  get<Page<TraceContainerItem>>('/trace/containers', query, options);

export const complement = (
  parentId: number,
  body: { level: string; codes: string[]; reason: string },
  options: As = {},
): Promise<ApiAnswer<ComplementResponse>> =>
  t.call('POST', `/api/serials/codes/${parentId}/complement`, {
    token: options.token ?? admin,
    lang: options.lang ?? 'en',
    body,
  });

export const containerList = (query: Query = {}, options: As = {}) =>
  get<Page<ContainerDataItem>>('/container-data', { pageSize: 100, ...query }, options);

export const comparison = (containerId: number, options: As = {}) =>
  get<ContainerComparison>(`/container-data/${containerId}`, {}, options);

export const comparisonCodes = (containerId: number, query: Query = {}, options: As = {}) =>
  get<Page<CodeDataItem>>(`/container-data/${containerId}/codes`, query, options);

/** An export's first sheet as rows of cell texts (the header row first). */
export async function sheetRows(answer: ApiAnswer<unknown>): Promise<string[][]> {
  expect(answer.status, answer.raw.toString().slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.raw as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    // an empty cell is a hole in `values`: Array.from fills it
    const cells = Array.from((row.values as unknown[]).slice(1));
    rows.push(cells.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  });
  return rows;
}

/** Sets when a code was scanned (the list's day range reads it). */
export async function scannedAt(id: number, at: string) {
  await t.db.kysely
    .updateTable('serial_codes')
    .set({ created_at: at })
    .where('id', '=', id)
    .execute();
}
