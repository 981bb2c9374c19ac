import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@lading/shared';
import type { TablePaginationConfig } from 'antd';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export const FIRST_PAGE: Paging = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/** What paging needs of a page's `t`, whatever its namespace: the common `table.total`. */
export type TotalText = (key: 'table.total', options: { ns: 'common'; count: number }) => string;

/**
 * spec §9 paging: sizes 10/15/20/50/100, default 10, with the total shown. The table's
 * onChange asks for another page (useListQuery), so one change is one history entry.
 */
export function tablePagination(
  t: TotalText,
  paging: Paging,
  total: number,
): TablePaginationConfig {
  return {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (count) => t('table.total', { ns: 'common', count }),
  };
}
