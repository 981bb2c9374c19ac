import {
  DESTINATION_NAMES,
  SHIPPED_AMOUNT_SPLITS,
  type DestinationCountry,
  type ShippedAmountSplit,
  type ShippedAmountSummary,
} from '@lading/shared';
import { Button, Card, Flex, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../charts/EChart';
import { usd } from './amount-report-format';

type Series = ShippedAmountSummary['series'][number];

/** What a bar or a figure stands for: a month and, unless the total, a destination or supplier. */
export interface AmountPick {
  month: string;
  series?: Series;
}

/**
 * The shipped amount by month of ATD as stacked bars, split by destination or by supplier
 * (the user's choice), with the same figures in a table. A bar or a figure opens the lines
 * behind it.
 */
export function ShippedAmountChart(props: {
  summary: ShippedAmountSummary;
  split: ShippedAmountSplit;
  onSplit: (split: ShippedAmountSplit) => void;
  onPick: (pick: AmountPick) => void;
}) {
  const { t, i18n } = useTranslation('amountReports');
  const language = i18n.language;
  const lang = language === 'zh' ? 'zh' : 'en';
  const { summary, split, onPick } = props;
  const nameOf = (series: Series) =>
    series.key === 'others'
      ? t('amount.others')
      : split === 'destination'
        ? (DESTINATION_NAMES[series.key as DestinationCountry]?.[lang] ?? series.key)
        : series.label;
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 72, right: 16, bottom: 32, top: 64 },
      xAxis: { type: 'category', data: summary.months },
      yAxis: { type: 'value', name: 'USD' },
      series: summary.series.map((series) => ({
        name: nameOf(series),
        type: 'bar',
        stack: 'amount',
        cursor: 'pointer',
        data: series.amountCents.map((cents) => cents / 100),
      })),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameOf reads split and language
    [summary, split, language],
  );
  const monthTotals = summary.months.map((_, i) =>
    summary.series.reduce((sum, series) => sum + (series.amountCents[i] ?? 0), 0),
  );
  const figures = summary.months
    .map((month, i) => `${month}: ${usd(monthTotals[i]!, language)}`)
    .join('; ');
  const amountButton = (cents: number, pick: AmountPick, name: string) =>
    cents === 0 ? (
      '—'
    ) : (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        aria-label={`${t('amount.drill')}: ${name} ${pick.month} ${usd(cents, language)}`}
        onClick={() => onPick(pick)}
      >
        {usd(cents, language)}
      </Button>
    );
  const totalRow: Series = { key: 'total', label: t('amount.total'), amountCents: monthTotals };
  const columns: ColumnsType<Series> = [
    {
      title: t(split === 'destination' ? 'fields.destination' : 'fields.supplier'),
      key: 'name',
      fixed: 'left',
      render: (_, series) =>
        series.key === 'total' ? <strong>{series.label}</strong> : nameOf(series),
    },
    ...summary.months.map((month, i) => ({
      title: month,
      key: month,
      align: 'right' as const,
      render: (_: unknown, series: Series) =>
        amountButton(
          series.amountCents[i] ?? 0,
          series.key === 'total' || series.key === 'others' ? { month } : { month, series },
          series.key === 'total' ? series.label : nameOf(series),
        ),
    })),
    {
      title: t('amount.total'),
      key: 'sum',
      align: 'right',
      render: (_, series) => (
        <strong>
          {usd(
            series.amountCents.reduce((a, b) => a + b, 0),
            language,
          )}
        </strong>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
          {t('amount.chartTitle')}
        </Typography.Title>
      }
      extra={
        <Flex align="center" gap={8}>
          <Typography.Text id="amount-split-label">{t('amount.splitBy')}</Typography.Text>
          <Segmented<ShippedAmountSplit>
            aria-labelledby="amount-split-label"
            value={split}
            onChange={props.onSplit}
            options={SHIPPED_AMOUNT_SPLITS.map((value) => ({
              value,
              label: t(`amount.splits.${value}`),
            }))}
          />
        </Flex>
      }
    >
      <EChart
        option={option}
        label={`${t('amount.chartLabel', { split: t(`amount.splits.${split}`) })}. ${figures}`}
        height={300}
        onItemClick={(item) => {
          const series = summary.series[item.seriesIndex];
          const month = summary.months[item.dataIndex];
          if (month) onPick(series && series.key !== 'others' ? { month, series } : { month });
        }}
      />
      <Table<Series>
        size="small"
        rowKey="key"
        aria-label={t('amount.byMonthTitle')}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...summary.series, totalRow]}
        columns={columns}
      />
    </Card>
  );
}
