import {
  CODE_LEVELS,
  formatQty,
  type CodeDataItem,
  type CodeLevel,
  type ContainerStatus,
  type LevelCount,
} from '@lading/shared';
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import type { Paging } from '../../common/paging';

/**
 * The traceability and comparison screens' shared words and addresses (issue 19, spec §2
 * /datas): where a code's details and its trace live, how a code's product, PO line and
 * the counts below it read.
 */

/** Every query of these screens starts with this key. */
export const TRACE_KEY = ['serials', 'trace'] as const;

export const TRACEABILITY_PATH = '/datas/traceability';
export const EXPORT_TASKS_PATH = '/datas/exportTask';

/** The code details screen (built beside this one). */
export const detailsPath = (id: number) => `/datas/datasDetails?id=${id}`;

/** The trace of a code: its text and, when known, its level. */
export const tracePath = (code: string, level?: CodeLevel) =>
  `${TRACEABILITY_PATH}?${new URLSearchParams({ code, ...(level && { level }) }).toString()}`;

/** A level from the address, or undefined when it names none. */
export const levelOf = (value: string | null): CodeLevel | undefined =>
  (CODE_LEVELS as readonly string[]).includes(value ?? '') ? (value as CodeLevel) : undefined;

/** The `t` of these screens: their namespace, the level names and the container statuses. */
export type Words = TFunction<['traceability', 'serials', 'planning']>;

export const levelName = (t: Words, level: CodeLevel) => t(`serials:levels.${level}`);

/** "PV-450M · PV 450W mono", or the code alone, or a dash. */
export const productText = (code: Pick<CodeDataItem, 'productCode' | 'productName'>) =>
  [code.productCode, code.productName].filter(Boolean).join(' · ') || '—';

export const supplierText = (code: Pick<CodeDataItem, 'supplierCode' | 'supplierName'>) =>
  [code.supplierCode, code.supplierName].filter(Boolean).join(' · ') || '—';

/** "PO-1001 / 2", or a dash. */
export const poLineText = (poNumber: string | null, lineNo: number | null) =>
  poNumber ? `${poNumber} / ${lineNo ?? '—'}` : '—';

/** A container status in the reader's language; one the catalog lacks as recorded. */
export const statusName = (t: Words, status: string | null) =>
  status ? t(`planning:statuses.${status as ContainerStatus}`, { defaultValue: status }) : '—';

/** "3 pallets · 120 cartons · 4,800 products": the levels below a code, highest first. */
export const belowText = (t: Words, below: readonly LevelCount[]) =>
  [...CODE_LEVELS]
    .reverse()
    .flatMap((level) => below.filter((entry) => entry.level === level && entry.count > 0))
    .map((entry) =>
      t(`traceability:counts.${entry.level}`, { count: entry.count, n: formatQty(entry.count) }),
    )
    .join(' · ');

/** A locally paged table's next page: a new page size starts again at page 1. */
export const nextPaging = (current: Paging, pagination: TablePaginationConfig): Paging => {
  const pageSize = pagination.pageSize ?? current.pageSize;
  return { pageNum: pageSize === current.pageSize ? (pagination.current ?? 1) : 1, pageSize };
};
