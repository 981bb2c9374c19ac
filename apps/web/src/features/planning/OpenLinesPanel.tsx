import { PAGE_SIZES, formatCbm } from '@lading/shared';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PoLineCell, ProductCell, QtyLoadCell, TwoLineTitle } from './line-cells';
import { loadOf } from './planning-format';
import type { Workbench } from './useWorkbench';
import type { OpenLine } from './workbench-state';

const sumCbm = (lines: readonly OpenLine[]) =>
  lines.reduce((sum, line) => sum + loadOf(line, line.openQty).cbm, 0);

/** The left side: open lines of the filters with what is left to plan, multi-select. */
export function OpenLinesPanel({ wb }: { wb: Workbench }) {
  const { t, i18n } = useTranslation('planning');
  const language = i18n.language;
  const [paging, setPaging] = useState({ current: 1, pageSize: 50 });
  const selected = useMemo(() => new Set(wb.selectedLines), [wb.selectedLines]);
  const chosen = wb.openLines.filter((line) => selected.has(line.poLineId));

  const columns: ColumnsType<OpenLine> = [
    {
      title: t('fields.poLine'),
      key: 'poLine',
      render: (_, line) => <PoLineCell info={line} />,
    },
    {
      title: t('fields.product'),
      key: 'product',
      render: (_, line) => <ProductCell info={line} route language={language} />,
    },
    { title: t('fields.rdd'), dataIndex: 'rdd', key: 'rdd' },
    {
      title: <TwoLineTitle top={t('fields.openQty')} bottom={t('fields.cbmKg')} />,
      key: 'openQty',
      align: 'right',
      render: (_, line) => <QtyLoadCell info={line} qty={line.openQty} language={language} />,
    },
  ];

  return (
    <Card
      size="small"
      title={t('openLines.title')}
      extra={
        <Typography.Text type="secondary" data-testid="open-lines-summary">
          {chosen.length
            ? t('openLines.selected', {
                count: chosen.length,
                cbm: formatCbm(sumCbm(chosen)),
              })
            : t('openLines.count', {
                count: wb.openLines.length,
                cbm: formatCbm(sumCbm(wb.openLines)),
              })}
        </Typography.Text>
      }
      styles={{ body: { padding: 0 } }}
    >
      <Table<OpenLine>
        rowKey="poLineId"
        size="small"
        aria-label={t('openLines.title')}
        loading={wb.openLinesLoading && !wb.openLines.length}
        dataSource={wb.openLines}
        columns={columns}
        scroll={{ x: 'max-content' }}
        // antd draws a bare "no rows" text in the disabled grey (2.8:1): secondary text reads
        locale={{
          emptyText: <Typography.Text type="secondary">{t('openLines.empty')}</Typography.Text>,
        }}
        rowSelection={{
          selectedRowKeys: wb.selectedLines,
          preserveSelectedRowKeys: false,
          selections: [Table.SELECTION_ALL, Table.SELECTION_INVERT, Table.SELECTION_NONE],
          onChange: (keys) => wb.setSelectedLines(keys.map(Number)),
          getCheckboxProps: (line) => ({
            'aria-label': t('openLines.selectLine', {
              poNumber: line.poNumber,
              lineNo: line.lineNo,
            }),
          }),
        }}
        pagination={{
          ...paging,
          size: 'small',
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES.map(String), '200'],
          showTotal: (count) => t('table.total', { ns: 'common', count }),
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
      />
    </Card>
  );
}
