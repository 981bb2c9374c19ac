import {
  amountReportOperations,
  formatQty,
  PRODUCT_CATEGORY_NAMES,
  type ListShippedAmountLinesRequest,
  type ShippedAmountLine,
} from '@lading/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { countryName } from '../reference/common/format';
import { containerStatusName } from '../ready-dates/ready-date-format';
import { AMOUNT_REPORTS_KEY, usd } from './amount-report-format';

/** The lines a figure was made of: the report's filters narrowed to one month (and more). */
export interface AmountDrill {
  title: string;
  query: Omit<ListShippedAmountLinesRequest, 'pageNum' | 'pageSize'>;
}

const small = { fontSize: 12 } as const;

/** The container lines behind a figure of shippingAmountReport, paged on the server. */
export function ShippedAmountLinesDrawer(props: { drill?: AmountDrill; onClose: () => void }) {
  const { t, i18n } = useTranslation('amountReports');
  const language = i18n.language;
  const lang = language === 'zh' ? 'zh' : 'en';
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [shown, setShown] = useState(props.drill);
  if (props.drill !== shown) {
    setShown(props.drill);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  }
  const query = { ...props.drill?.query, ...paging };
  const lines = useQuery({
    queryKey: [...AMOUNT_REPORTS_KEY, 'lines', query],
    queryFn: () => call(amountReportOperations.shippedAmountLines, { query }),
    enabled: props.drill !== undefined,
    placeholderData: keepPreviousData,
  });

  return (
    <Drawer
      open={props.drill !== undefined}
      onClose={props.onClose}
      size="min(960px, 100vw)"
      title={props.drill?.title}
    >
      <Table<ShippedAmountLine>
        rowKey="id"
        size="small"
        aria-label={props.drill?.title}
        loading={lines.isFetching}
        dataSource={lines.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('amount.drillEmpty') }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: lines.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('table.total', { ns: 'common', count }),
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          {
            title: t('fields.shipment'),
            key: 'shipment',
            render: (_, line) => (
              <Flex vertical>
                <span>{line.shipmentNo ?? '—'}</span>
                <Typography.Text type="secondary" style={small}>
                  {line.containerNo ?? '—'} · {containerStatusName(line.status, language)}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: t('fields.atd'), dataIndex: 'atd' },
          {
            title: t('fields.destination'),
            dataIndex: 'destinationCountry',
            render: (code: ShippedAmountLine['destinationCountry']) => countryName(code, language),
          },
          {
            title: t('fields.poLine'),
            key: 'poLine',
            render: (_, line) => `${line.poNumber} / ${line.lineNo}`,
          },
          {
            title: t('fields.supplier'),
            key: 'supplier',
            render: (_, line) => `${line.supplierCode} ${line.supplierName}`,
          },
          {
            title: t('fields.product'),
            key: 'product',
            render: (_, line) => (
              <Flex vertical>
                <span>{line.productCode}</span>
                <Typography.Text type="secondary" style={small}>
                  {PRODUCT_CATEGORY_NAMES[line.category][lang]}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('fields.qty'),
            dataIndex: 'qty',
            align: 'right',
            render: (qty: number, line) => `${formatQty(qty)} / ${formatQty(line.orderQty)}`,
          },
          {
            title: t('fields.rowTotal'),
            dataIndex: 'rowTotalCents',
            align: 'right',
            render: (cents: number) => usd(cents, language),
          },
          {
            title: t('fields.amount'),
            dataIndex: 'amountCents',
            align: 'right',
            render: (cents: number) => usd(cents, language),
          },
        ]}
      />
    </Drawer>
  );
}
