import {
  containerDataOperations as op,
  formatDate,
  formatQty,
  type ComparisonLine,
} from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../../api/call';
import { ExportButton } from '../../common/ExportButton';
import { statusName } from '../trace/trace-format';
import { ComparisonCodesDrawer } from './ComparisonCodesDrawer';
import { CONTAINER_DATA_KEY, containerName, lineName } from './container-data-format';
import { Difference } from './Difference';

/**
 * One planned container, planned against scanned by PO line and product, with a totals row;
 * each line's Codes opens the codes scanned for it; Export writes the comparison as Excel.
 */
export function ComparisonDrawer(props: { id: number | undefined; onClose(): void }) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { id } = props;
  const [codesOf, setCodesOf] = useState<ComparisonLine | null>(null);
  const comparison = useQuery({
    queryKey: [...CONTAINER_DATA_KEY, 'comparison', id ?? 0],
    queryFn: () => call(op.comparison, { params: { id: id! } }),
    enabled: id !== undefined,
  });
  const data = comparison.data;
  const name = data ? containerName(t, data.container) : '';
  const lines = data?.lines ?? [];
  const sum = (field: 'planned' | 'scanned' | 'difference') =>
    lines.reduce((total, line) => total + line[field], 0);

  return (
    <Drawer
      open={id !== undefined}
      onClose={props.onClose}
      size="large"
      destroyOnHidden
      title={data ? t('comparison.title', { name }) : t('comparison.compare')}
      extra={
        data && (
          <ExportButton run={() => downloadFile(op.exportComparison, { params: { id: id! } })} />
        )
      }
    >
      {comparison.isError ? (
        <Alert type="error" showIcon role="alert" title={t('comparison.notFound')} />
      ) : !data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'no',
                label: t('fields.containerNo'),
                children: data.container.containerNo ?? '—',
              },
              {
                key: 'shipment',
                label: t('fields.shipmentNo'),
                children: data.container.shipmentNo ?? '—',
              },
              {
                key: 'status',
                label: t('fields.status'),
                children: statusName(t, data.container.status),
              },
              {
                key: 'etd',
                label: t('fields.etd'),
                children: data.container.etd ? formatDate(data.container.etd) : '—',
              },
              {
                key: 'code',
                label: t('fields.containerCode'),
                children: data.container.containerCode ?? t('comparison.notScanned'),
              },
              {
                key: 'difference',
                label: t('fields.difference'),
                children: <Difference value={data.container.difference} />,
              },
            ]}
          />
          {lines.length === 0 ? (
            <Empty description={t('comparison.noLines')} />
          ) : (
            <Table<ComparisonLine>
              rowKey="key"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              aria-label={t('comparison.lines')}
              dataSource={lines}
              columns={[
                {
                  title: t('fields.poNumber'),
                  key: 'po',
                  render: (_, line) => line.poNumber ?? t('comparison.noLine'),
                },
                {
                  title: t('fields.lineNo'),
                  key: 'lineNo',
                  render: (_, line) => line.poLineNo ?? '—',
                },
                {
                  title: t('fields.product'),
                  key: 'product',
                  render: (_, line) =>
                    [line.productCode, line.productName].filter(Boolean).join(' · ') || '—',
                },
                {
                  title: t('fields.supplier'),
                  key: 'supplier',
                  render: (_, line) => line.supplierCode ?? '—',
                },
                {
                  title: t('fields.planned'),
                  key: 'planned',
                  align: 'right',
                  render: (_, line) => formatQty(line.planned),
                },
                {
                  title: t('fields.scanned'),
                  key: 'scanned',
                  align: 'right',
                  render: (_, line) => formatQty(line.scanned),
                },
                {
                  title: t('fields.difference'),
                  key: 'difference',
                  render: (_, line) => <Difference value={line.difference} />,
                },
                {
                  title: t('table.rowActions', { ns: 'common' }),
                  key: 'codes',
                  render: (_, line) => (
                    <Button
                      autoInsertSpace={false}
                      size="small"
                      disabled={line.scanned === 0}
                      aria-label={t('comparison.codesName', { line: lineName(t, line) })}
                      onClick={() => setCodesOf(line)}
                    >
                      {t('comparison.codes')}
                    </Button>
                  ),
                },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    <Typography.Text strong>{t('comparison.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    <Typography.Text strong>{formatQty(sum('planned'))}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    <Typography.Text strong>{formatQty(sum('scanned'))}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6}>
                    <Difference value={sum('difference')} />
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={7} />
                </Table.Summary.Row>
              )}
            />
          )}
          <ComparisonCodesDrawer
            containerId={id!}
            containerName={name}
            line={codesOf}
            onClose={() => setCodesOf(null)}
          />
        </>
      )}
    </Drawer>
  );
}
