import type { SoLineItem } from '@lading/shared';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { formatQty, formatUsd } from './order-format';

type SoLineColumn = TableColumnType<SoLineItem>;

/**
 * The SO-line columns the SO screens show alike (report, SO detail, the PO line's SO link):
 * the quantity asked for, the PO quantity covering it, the line's USD total, formatted in
 * the page's language. A sorting page spreads its own sorter over them.
 */
export function soLineColumns(t: TFunction, language: string) {
  const qty = (field: 'qty' | 'coveredQty'): SoLineColumn => ({
    title: t(`fields.${field}`),
    dataIndex: field,
    align: 'right',
    render: (value: number) => formatQty(value, language),
  });
  const rowTotalUsd: SoLineColumn = {
    title: t('fields.rowTotalUsd'),
    dataIndex: 'rowTotalUsdCents',
    align: 'right',
    render: (cents: number) => formatUsd(cents, language),
  };
  return { qty: qty('qty'), coveredQty: qty('coveredQty'), rowTotalUsd };
}
