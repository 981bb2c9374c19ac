import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@lading/shared';
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export const FIRST_PAGE: Paging = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/** spec §9 paging: sizes 10/15/20/50/100, default 10, with the total shown. */
export function tablePagination(
  t: TFunction,
  paging: Paging,
  total: number,
  onChange: (next: Paging) => void,
): TablePaginationConfig {
  return {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (count) => t('table.total', { ns: 'common', count }),
    // A new page size starts again at page 1.
    onChange: (pageNum, pageSize) =>
      onChange({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize }),
  };
}
