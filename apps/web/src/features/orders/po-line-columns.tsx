import {
  PO_LINE_COLUMNS,
  type SortOrder,
  type PoLineItem,
  type PoLineSortField,
  formatQty,
} from '@lading/shared';
import {
  Button,
  Tag,
  Tooltip,
  Typography,
  type TableColumnType,
  type TableColumnsType,
} from 'antd';
import type { TFunction } from 'i18next';
import { STATUS_COLORS, formatUsd, statusName } from './order-format';
import { columnSort } from '../common/sorting';
import { listTableColumns } from '../common/list-table-columns';

type PoLineColumnKey = (typeof PO_LINE_COLUMNS)[number]['key'];

export interface PoLineColumnOptions {
  t: TFunction<'orders'>;
  language: string;
  sort: { sortBy?: PoLineSortField | undefined; sortOrder?: SortOrder | undefined };
  /** Opens the PO's detail (the PO number becomes a link). */
  onOpenPo?: (line: PoLineItem) => void;
  /** Opens the containers of a line with goods planned or shipped (that cell becomes a link). */
  onOpenContainers?: (line: PoLineItem) => void;
  /** Leave the supplier column out (a supplier's own list keeps it: the user sees who). */
  supplier?: boolean;
  /** Show plannable qty as well. */
  plannable?: boolean;
  /** Mark risk-buy lines (a list of nothing else leaves it out). */
  riskBuyTag?: boolean;
}

/**
 * The PO-line columns the order screens share: few enough to fit 1,440 px without
 * scrolling; price, discount, loading point, originator and the SO link are in the detail.
 * Titles, order, widths and formats are the shared definition's (PO_LINE_COLUMNS, the PO
 * export's columns); the screen adds links, tags and tooltips as overrides, and shows two
 * compact cells: PO / line in one, planned / shipped in one.
 */
export function poLineColumns<Row extends PoLineItem>(
  options: PoLineColumnOptions,
): TableColumnsType<Row> {
  const { t, language, sort } = options;
  const sorter = (key: PoLineSortField) => ({
    key,
    sorter: true,
    sortOrder: columnSort(sort, key) ?? null,
  });
  const overrides: Partial<Record<PoLineColumnKey, TableColumnType<Row>>> = {
    poNumber: {
      // PO / line in one cell
      title: t('fields.poLine'),
      dataIndex: 'poNumber',
      fixed: 'left',
      ...sorter('poNumber'),
      render: (value: string, line) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {options.onOpenPo ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => options.onOpenPo?.(line)}
            >
              {value}
            </Button>
          ) : (
            value
          )}
          <Typography.Text type="secondary"> / {line.lineNo}</Typography.Text>
        </span>
      ),
    },
    status: {
      dataIndex: 'status',
      render: (status: PoLineItem['status'], line) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Tag color={STATUS_COLORS[status]}>{statusName(status, language)}</Tag>
          {options.riskBuyTag !== false && line.riskBuy && <Tag color="orange">{t('riskBuy')}</Tag>}
        </span>
      ),
    },
    supplierCode: {
      dataIndex: 'supplierCode',
      ...sorter('supplier'),
      render: (code: string, line) => (
        <Tooltip title={line.supplierName}>
          <span data-testid="supplier-cell">{code}</span>
        </Tooltip>
      ),
    },
    // the country code: the name is in the detail
    destination: { dataIndex: 'destinationCountry', render: (code: string) => code },
    productCode: {
      dataIndex: 'productCode',
      ...sorter('product'),
      render: (code: string, line) => (
        <Tooltip title={line.productName}>
          <span style={{ whiteSpace: 'nowrap' }}>{code}</span>
        </Tooltip>
      ),
    },
    orderQty: { dataIndex: 'orderQty', ...sorter('orderQty') },
    openQty: { dataIndex: 'openQty' },
    plannedQty: {
      // two short lines: the figures are short, a one-line title would set the width
      title: (
        <>
          {t('fields.plannedQty')}
          <br />/ {t('fields.shippedQty')}
        </>
      ),
      key: 'plannedShipped',
      render: (_: unknown, line) => {
        const text = `${formatQty(line.plannedQty)} / ${formatQty(line.shippedQty)}`;
        return options.onOpenContainers && line.plannedQty + line.shippedQty > 0 ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            aria-label={t('lineContainers.openFor', { text, lineNo: line.lineNo })}
            onClick={() => options.onOpenContainers?.(line)}
          >
            {text}
          </Button>
        ) : (
          text
        );
      },
    },
    plannableQty: { dataIndex: 'plannableQty' },
    rowTotalUsd: { dataIndex: 'rowTotalUsdCents', ...sorter('rowTotalUsdCents') },
    rdd: {
      dataIndex: 'rdd',
      ...sorter('rdd'),
      render: (rdd: string) => <span style={{ whiteSpace: 'nowrap' }}>{rdd}</span>,
    },
  };
  const keys: PoLineColumnKey[] = [
    'poNumber',
    'status',
    ...(options.supplier !== false ? (['supplierCode'] as const) : []),
    'destination',
    'productCode',
    'orderQty',
    'openQty',
    'plannedQty',
    ...(options.plannable ? (['plannableQty'] as const) : []),
    'rowTotalUsd',
    'rdd',
  ];
  return listTableColumns(PO_LINE_COLUMNS, t, language, { keys, overrides });
}

/** The totals of a PO-line list as the bar shows them. */
export function poTotalsItems(
  t: TFunction<'orders'>,
  language: string,
  totals:
    | {
        lineCount: number;
        orderQty: number;
        openQty: number;
        plannedQty: number;
        shippedQty: number;
        plannableQty: number;
        rowTotalUsdCents: number;
      }
    | undefined,
  plannable = false,
) {
  const n = (value: number | undefined) => formatQty(value ?? 0);
  return [
    { key: 'lines', title: t('totals.lines'), value: n(totals?.lineCount) },
    { key: 'orderQty', title: t('fields.orderQty'), value: n(totals?.orderQty) },
    { key: 'openQty', title: t('fields.openQty'), value: n(totals?.openQty) },
    { key: 'plannedQty', title: t('fields.plannedQty'), value: n(totals?.plannedQty) },
    { key: 'shippedQty', title: t('fields.shippedQty'), value: n(totals?.shippedQty) },
    ...(plannable
      ? [{ key: 'plannableQty', title: t('fields.plannableQty'), value: n(totals?.plannableQty) }]
      : []),
    {
      key: 'usd',
      title: t('fields.rowTotalUsd'),
      value: formatUsd(totals?.rowTotalUsdCents ?? 0, language),
    },
  ];
}
