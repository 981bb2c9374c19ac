import {
  formatDateTime,
  type CodeDataItem,
  type CodeDataSortField,
  type SortOrder,
} from '@lading/shared';
import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { serverSortable } from '../../common/sorting';
import { CodeLink } from './CodeLink';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** "PO-1001 / 2", or a dash for a code scanned without a PO line. */
export const poLineText = (code: Pick<CodeDataItem, 'poNumber' | 'poLineNo'>) =>
  code.poNumber ? `${code.poNumber} / ${code.poLineNo ?? ''}` : null;

/**
 * The code lists' columns (also the details' children table): the code links to its
 * details, the parent and container codes to theirs; the server sorts by code, children,
 * scan and bind time. `showLevel`: dataList, whose rows are of every level.
 */
export function codeDataColumns(
  t: TFunction<'serialData'>,
  options: {
    sort?: { sortBy?: CodeDataSortField | undefined; sortOrder?: SortOrder | undefined };
    showLevel: boolean;
  },
): TableColumnsType<CodeDataItem> {
  const { sort } = options;
  const sortable = (key: CodeDataSortField) =>
    sort ? serverSortable<CodeDataSortField>(sort)(key) : { key };
  return [
    {
      title: t('fields.code'),
      ...sortable('code'),
      fixed: 'left',
      render: (_, row) => <CodeLink id={row.id} code={row.code} />,
    },
    ...(options.showLevel
      ? [
          {
            title: t('fields.level'),
            key: 'level',
            render: (_: unknown, row: CodeDataItem) => t(`levels.${row.level}`, { ns: 'serials' }),
          },
        ]
      : []),
    {
      title: t('fields.product'),
      key: 'product',
      // the code, its name under it: the row stays narrow
      render: (_, row) =>
        row.productCode ? (
          <>
            <div style={{ whiteSpace: 'nowrap' }}>{row.productCode}</div>
            <Typography.Text type="secondary">{row.productName}</Typography.Text>
          </>
        ) : (
          dash
        ),
    },
    {
      title: t('fields.supplier'),
      key: 'supplier',
      render: (_, row) =>
        row.supplierCode ? (
          <span title={row.supplierName ?? undefined}>{row.supplierCode}</span>
        ) : (
          dash
        ),
    },
    {
      title: t('fields.poLine'),
      key: 'poLine',
      render: (_, row) => poLineText(row) ?? dash,
    },
    {
      title: t('fields.parent'),
      key: 'parent',
      render: (_, row) => <CodeLink id={row.parentId} code={row.parentCode} />,
    },
    {
      title: t('fields.container'),
      key: 'container',
      render: (_, row) => <CodeLink id={row.containerCodeId} code={row.containerCode} />,
    },
    {
      title: t('fields.children'),
      ...sortable('childCount'),
      align: 'right',
      render: (_, row) => row.childCount,
    },
    {
      title: t('fields.scannedAt'),
      ...sortable('createdAt'),
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</span>
      ),
    },
    {
      title: t('fields.boundAt'),
      ...sortable('boundAt'),
      render: (_, row) =>
        row.boundAt ? (
          <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.boundAt)}</span>
        ) : (
          dash
        ),
    },
  ];
}
