import type { SeaReportGroup } from '@lading/shared';
import { Button, Card, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PALETTE } from '../../app/palette';
import { EChart } from '../charts/EChart';
import { VisuallyHidden } from '../common/VisuallyHidden';

/**
 * One breakdown of the containers at sea (by POD or by shipping line): a stacked bar chart,
 * late over on time, and the same figures in a table. A bar, a name or a count picks its
 * containers (drill-down); a count of late ones picks the late ones only.
 */
export function SeaReportChart(props: {
  title: string;
  groups: SeaReportGroup[];
  /** the name of the '' key (no POD, no shipping line) */
  noneName: string;
  onPick: (group: SeaReportGroup, lateOnly: boolean) => void;
}) {
  const { t } = useTranslation('transitReports');
  const { groups, noneName, onPick } = props;
  const nameOf = (group: SeaReportGroup) => group.name || noneName;
  const lateName = t('flags.late');
  const onTimeName = t('flags.onTime');
  const option = useMemo(
    () => ({
      aria: { enabled: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 40, right: 16, bottom: 56, top: 36 },
      xAxis: {
        type: 'category',
        data: groups.map(nameOf),
        axisLabel: { interval: 0, rotate: groups.length > 4 ? 30 : 0 },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: lateName,
          type: 'bar',
          stack: 'containers',
          data: groups.map((g) => g.late),
          itemStyle: { color: PALETTE.error },
          cursor: 'pointer',
        },
        {
          name: onTimeName,
          type: 'bar',
          stack: 'containers',
          data: groups.map((g) => g.onTime),
          itemStyle: { color: PALETTE.success },
          cursor: 'pointer',
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameOf reads noneName
    [groups, noneName, lateName, onTimeName],
  );
  const figures = groups
    .map((g) => t('sea.chartFigure', { name: nameOf(g), late: g.late, onTime: g.onTime }))
    .join('; ');
  // the visible count comes first in the button's name (WCAG 2.5.3), then what it does
  const count = (group: SeaReportGroup, value: number, lateOnly: boolean) =>
    value === 0 ? (
      value
    ) : (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        onClick={() => onPick(group, lateOnly)}
      >
        {value}
        <VisuallyHidden>
          {' '}
          {t(lateOnly ? 'sea.filterLateBy' : 'sea.filterBy', { name: nameOf(group) })}
        </VisuallyHidden>
      </Button>
    );

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
          {props.title}
        </Typography.Title>
      }
    >
      <EChart
        option={option}
        label={t('sea.chartLabel', { title: props.title, figures })}
        height={240}
        onItemClick={(item) => {
          const group = groups[item.dataIndex];
          if (group) onPick(group, item.seriesIndex === 0);
        }}
      />
      <Table<SeaReportGroup>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ y: 200 }}
        dataSource={groups}
        columns={[
          {
            title: t('sea.figures'),
            dataIndex: 'name',
            render: (_, group) => (
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => onPick(group, false)}
              >
                {nameOf(group)}
              </Button>
            ),
          },
          {
            title: lateName,
            dataIndex: 'late',
            align: 'right',
            render: (late: number, group) => count(group, late, true),
          },
          { title: onTimeName, dataIndex: 'onTime', align: 'right' },
          {
            title: t('sea.containers'),
            key: 'total',
            align: 'right',
            render: (_, group) => count(group, group.late + group.onTime, false),
          },
        ]}
      />
    </Card>
  );
}
