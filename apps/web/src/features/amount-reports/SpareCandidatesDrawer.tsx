import {
  amountReportOperations,
  formatCbm,
  formatLoadKg,
  formatQty,
  type SpareCandidate,
  type SpareContainer,
} from '@lading/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/call';
import { AMOUNT_REPORTS_KEY } from './amount-report-format';
import { linesThatFit, loadOfLines, roomOf, workbenchLink } from './spare-selection';

const small = { fontSize: 12 } as const;

/**
 * The open lines that would top up one container (same loading point and destination, at
 * least one whole package fits), earliest RDD first and paged on the server; the planner
 * picks some (or the ones that fit whole) and opens the workbench with them selected.
 */
export function SpareCandidatesDrawer(props: {
  container?: SpareContainer;
  canPlan: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('amountReports');
  const navigate = useNavigate();
  const { container } = props;
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [chosen, setChosen] = useState<Map<number, SpareCandidate>>(new Map());
  const [shown, setShown] = useState(container?.id);
  if (container?.id !== shown) {
    setShown(container?.id);
    setPaging((p) => ({ ...p, pageNum: 1 }));
    setChosen(new Map());
  }
  const candidates = useQuery({
    queryKey: [...AMOUNT_REPORTS_KEY, 'candidates', container?.id, paging],
    queryFn: () =>
      call(amountReportOperations.spareCandidates, {
        params: { id: container!.id },
        query: paging,
      }),
    enabled: container !== undefined,
    placeholderData: keepPreviousData,
  });
  const data = candidates.data;
  const free = data?.container ?? container;
  const room = free ? roomOf(free) : { cm3: 0, grams: 0 };
  const load = loadOfLines([...chosen.values()]);
  const over = load.cm3 > room.cm3 || load.grams > room.grams;
  const rows = data?.list ?? [];
  const choose = (ids: readonly number[]) => {
    const next = new Map([...chosen].filter(([id]) => !rows.some((row) => row.id === id)));
    for (const row of rows) if (ids.includes(row.id)) next.set(row.id, row);
    setChosen(next);
  };

  return (
    <Drawer
      open={container !== undefined}
      onClose={props.onClose}
      size="min(960px, 100vw)"
      title={
        free
          ? t('spare.candidatesTitle', {
              shipment: free.shipmentNo ?? `#${free.id}`,
              cbm: formatCbm(free.freeCbm),
              kg: formatLoadKg(free.freeKg),
            })
          : ''
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('spare.rule')}</Typography.Text>
        <Flex gap={8} wrap align="center">
          <Button disabled={!rows.length} onClick={() => choose(linesThatFit(rows, room))}>
            {t('spare.selectFitting')}
          </Button>
          {props.canPlan && (
            <Button
              type="primary"
              disabled={!chosen.size}
              onClick={() => void navigate(workbenchLink([...chosen.keys()]))}
            >
              {t('spare.openWorkbench', { count: chosen.size })}
            </Button>
          )}
          <Typography.Text data-testid="spare-selection">
            {t('spare.selection', {
              count: chosen.size,
              cbm: formatCbm(load.cm3 / 1e6),
              kg: formatLoadKg(load.grams / 1000),
              freeCbm: formatCbm(room.cm3 / 1e6),
              freeKg: formatLoadKg(room.grams / 1000),
            })}
          </Typography.Text>
        </Flex>
        {over && <Alert type="warning" showIcon title={t('spare.overSelection')} />}
        <Table<SpareCandidate>
          rowKey="id"
          size="small"
          aria-label={t('spare.topUp')}
          loading={candidates.isFetching}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('spare.candidatesEmpty') }}
          rowSelection={{
            selectedRowKeys: [...chosen.keys()],
            preserveSelectedRowKeys: true,
            onChange: (keys) => choose(keys.map(Number)),
            getCheckboxProps: (line) => ({
              'aria-label': t('spare.selectLine', { poNumber: line.poNumber, lineNo: line.lineNo }),
            }),
          }}
          pagination={{
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (count) => t('table.total', { ns: 'common', count }),
            onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          }}
          columns={[
            {
              title: t('fields.poLine'),
              key: 'poLine',
              render: (_, line) => (
                <Flex vertical>
                  <span>{`${line.poNumber} / ${line.lineNo}`}</span>
                  <Typography.Text type="secondary" style={small}>
                    {line.supplierCode} {line.supplierName}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: t('fields.product'),
              key: 'product',
              render: (_, line) => (
                <Flex vertical>
                  <span>{line.productCode}</span>
                  <Typography.Text type="secondary" style={small}>
                    {line.productName}
                  </Typography.Text>
                </Flex>
              ),
            },
            { title: t('fields.rdd'), dataIndex: 'rdd' },
            {
              title: t('fields.plannableQty'),
              dataIndex: 'plannableQty',
              align: 'right',
              render: (qty: number) => formatQty(qty),
            },
            {
              title: t('fields.fitQty'),
              dataIndex: 'fitQty',
              align: 'right',
              render: (qty: number, line) => (
                <Flex gap={4} justify="flex-end" align="center">
                  {formatQty(qty)}
                  <Tag color={line.wholeLineFits ? 'success' : 'warning'}>
                    {t(line.wholeLineFits ? 'spare.wholeLine' : 'spare.partly')}
                  </Tag>
                </Flex>
              ),
            },
            {
              title: t('fields.fitLoad'),
              key: 'fitLoad',
              align: 'right',
              render: (_, line) => `${formatCbm(line.fitCbm)} m³ · ${formatLoadKg(line.fitKg)} kg`,
            },
          ]}
        />
      </Flex>
    </Drawer>
  );
}
