import { SO_LINE_COLUMNS, type SoLineItem } from '@lading/shared';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { definitionOf, listTableColumn } from '../common/list-table-columns';

type SoLineColumn = TableColumnType<SoLineItem>;

/**
 * The SO-line columns the SO screens show alike (report, SO detail, the PO line's SO link):
 * the quantity asked for, the PO quantity covering it, the line's USD total — titled, sized
 * and formatted by the shared definition (SO_LINE_COLUMNS, the SO export's columns) in the
 * page's language. A sorting page spreads its own sorter over them.
 */
export function soLineColumns(t: TFunction<'orders'>, language: string) {
  const column = (key: 'qty' | 'coveredQty' | 'rowTotalUsd', dataIndex: string): SoLineColumn =>
    listTableColumn(definitionOf(SO_LINE_COLUMNS, key), t, language, { dataIndex });
  return {
    qty: column('qty', 'qty'),
    coveredQty: column('coveredQty', 'coveredQty'),
    rowTotalUsd: column('rowTotalUsd', 'rowTotalUsdCents'),
  };
}
