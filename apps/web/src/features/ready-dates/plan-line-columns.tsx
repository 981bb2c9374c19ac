import { LockOutlined, WarningFilled } from '@ant-design/icons';
import {
  type ConfirmReadyDate,
  type SortOrder,
  type PlanLineItem,
  type PlanLineSortField,
  formatCbm,
  formatQty,
} from '@lading/shared';
import { Flex, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { columnSort } from '../common/sorting';
import { CONFIRM_COLORS, confirmName, containerStatusName, warningText } from './ready-date-format';

export interface PlanLineColumnOptions {
  t: TFunction<'readyDates'>;
  language: string;
  sort: { sortBy?: PlanLineSortField | undefined; sortOrder?: SortOrder | undefined };
  /** Leave the supplier out (a supplier user with one supplier knows who it is). */
  supplier?: boolean;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The ready date with its warnings (spec §8 texts) and the original date when it moved. */
export function ReadyDateCell(props: {
  line: PlanLineItem;
  language: string;
  t: TFunction<'readyDates'>;
}) {
  const { line, language, t } = props;
  if (!line.readyDate) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical style={nowrap}>
      <span>
        {line.readyDate}{' '}
        {line.warnings.length > 0 && (
          <Tooltip title={line.warnings.map((code) => warningText(code, language)).join(' · ')}>
            <WarningFilled
              style={{ color: 'var(--ant-color-warning)' }}
              aria-label={line.warnings.map((code) => warningText(code, language)).join(' · ')}
            />
          </Tooltip>
        )}
      </span>
      {line.originalReadyDate && line.originalReadyDate !== line.readyDate && (
        <Tooltip title={t('fields.originalReadyDate')}>
          <Typography.Text type="secondary" delete style={{ fontSize: 12 }}>
            {line.originalReadyDate}
          </Typography.Text>
        </Tooltip>
      )}
    </Flex>
  );
}

/** The latest ready dates without a warning: for the RDD and for the lead time. */
export function ReadyByCell(props: { line: PlanLineItem; t: TFunction<'readyDates'> }) {
  const { line, t } = props;
  return (
    <Flex vertical style={{ ...nowrap, fontSize: 12 }}>
      {line.rddReadyBy && (
        <Tooltip
          title={
            line.transitDays === null
              ? t('readyBy.rddNoTransit')
              : t('readyBy.rddTitle', { days: line.transitDays })
          }
        >
          <span>{t('readyBy.rdd', { date: line.rddReadyBy })}</span>
        </Tooltip>
      )}
      {line.leadTimeReadyBy && (
        <Tooltip title={t('readyBy.leadTimeTitle', { days: line.leadTimeDays })}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('readyBy.leadTime', { date: line.leadTimeReadyBy })}
          </Typography.Text>
        </Tooltip>
      )}
    </Flex>
  );
}

export const ConfirmTag = (props: { value: ConfirmReadyDate; language: string }) => (
  <Tag color={CONFIRM_COLORS[props.value]} style={{ marginInlineEnd: 0 }}>
    {confirmName(props.value, props.language)}
  </Tag>
);

/**
 * The container's milestones after release (issue 15), read only: ATD, ATA and receiving
 * date as far as reached, the vessel and the port of discharge beneath.
 */
export function MilestonesCell(props: { line: PlanLineItem }) {
  const { t } = useTranslation('tracking');
  const { line } = props;
  const dates = (
    [
      ['loadingDate', line.loadingDate],
      ['atd', line.atd],
      ['ata', line.ata],
      ['receivingDate', line.receivingDate],
    ] as const
  ).filter(([, date]) => date !== null);
  const voyage = [line.vessel, line.voyage].filter(Boolean).join(' / ');
  const route = [voyage, line.pod].filter(Boolean).join(' → ');
  if (!dates.length && !route) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical style={{ ...nowrap, fontSize: 12 }}>
      {dates.map(([field, date]) => (
        <span key={field}>
          {t(`fields.${field}`)} {date}
        </span>
      ))}
      {route && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {route}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The plan-line columns MyshippingPlan and shippingDetails share. */
export function planLineColumns(options: PlanLineColumnOptions): TableColumnsType<PlanLineItem> {
  const { t, language, sort } = options;
  const sorter = (key: PlanLineSortField) => ({
    key,
    sorter: true,
    sortOrder: columnSort(sort, key) ?? null,
  });
  const columns: TableColumnsType<PlanLineItem> = [
    {
      title: t('fields.shipment'),
      dataIndex: 'shipmentNo',
      ...sorter('shipmentNo'),
      render: (shipmentNo: string | null, line) => (
        <Flex vertical style={nowrap}>
          <span>
            {shipmentNo ?? '—'}
            <Typography.Text type="secondary"> · {line.containerType}</Typography.Text>
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {line.containerNo ?? '—'} · {containerStatusName(line.containerStatus, language)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('fields.etd'),
      dataIndex: 'etd',
      ...sorter('etd'),
      render: (etd: string | null) => <span style={nowrap}>{etd ?? '—'}</span>,
    },
    {
      title: t('fields.milestones', { ns: 'tracking' }),
      key: 'milestones',
      render: (_, line) => <MilestonesCell line={line} />,
    },
    {
      title: t('fields.poLineProduct'),
      dataIndex: 'poNumber',
      ...sorter('poNumber'),
      // the product under its PO line: the list stays within 1,440 px
      render: (poNumber: string, line) => (
        <Flex vertical style={nowrap}>
          <span>
            {poNumber}
            <Typography.Text type="secondary"> / {line.lineNo}</Typography.Text>
          </span>
          <Tooltip title={line.productName}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {line.productCode}
            </Typography.Text>
          </Tooltip>
        </Flex>
      ),
    },
  ];
  if (options.supplier !== false) {
    columns.push({
      title: t('fields.supplier'),
      dataIndex: 'supplierCode',
      ...sorter('supplierCode'),
      render: (code: string, line) => (
        <Tooltip title={line.supplierName}>
          <span style={nowrap}>{code}</span>
        </Tooltip>
      ),
    });
  }
  columns.push(
    {
      // one column, two lines: the figures are short, two titles would set the width
      title: (
        <>
          {t('fields.qty')}
          <br />/ {t('fields.cbm')}
        </>
      ),
      key: 'qty',
      align: 'right',
      render: (_: unknown, line) => (
        <Flex vertical style={nowrap}>
          <span>{formatQty(line.qty)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatCbm(line.cbm)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('fields.rdd'),
      dataIndex: 'rdd',
      ...sorter('rdd'),
      render: (rdd: string) => <span style={nowrap}>{rdd}</span>,
    },
    {
      title: t('fields.readyBy'),
      key: 'readyBy',
      render: (_: unknown, line) => <ReadyByCell line={line} t={t} />,
    },
    {
      title: t('fields.readyDate'),
      dataIndex: 'readyDate',
      ...sorter('readyDate'),
      render: (_: unknown, line) => <ReadyDateCell line={line} language={language} t={t} />,
    },
    {
      title: t('fields.confirmReadyDate'),
      dataIndex: 'confirmReadyDate',
      ...sorter('confirmReadyDate'),
      render: (value: ConfirmReadyDate, line) => (
        <span style={nowrap}>
          <ConfirmTag value={value} language={language} />
          {!line.editable && (
            <Tooltip title={t('locked')}>
              <LockOutlined style={{ marginInlineStart: 6 }} aria-label={t('locked')} />
            </Tooltip>
          )}
        </span>
      ),
    },
  );
  return columns;
}
