import { formatCbm, formatKg, type LoadingPlan, type LoadingPlanWeekCell } from '@lading/shared';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { nowrap } from './transit-report-format';

interface WeekRow {
  key: string;
  week: string | null;
  cells: Map<number | 'total', LoadingPlanWeekCell>;
}

const add = (total: LoadingPlanWeekCell | undefined, cell: LoadingPlanWeekCell) => ({
  week: cell.week,
  loadingPointId: 0,
  containers: (total?.containers ?? 0) + cell.containers,
  ready: (total?.ready ?? 0) + cell.ready,
  cbm: Math.round(((total?.cbm ?? 0) + cell.cbm) * 1000) / 1000,
  grossKg: Math.round(((total?.grossKg ?? 0) + cell.grossKg) * 1000) / 1000,
});

/** ISO weeks as rows (undated last), loading points as columns, and a total per week. */
function rowsOf(weeks: LoadingPlanWeekCell[]): WeekRow[] {
  const rows = new Map<string, WeekRow>();
  for (const cell of weeks) {
    const key = cell.week ?? '';
    const row = rows.get(key) ?? { key, week: cell.week, cells: new Map() };
    row.cells.set(cell.loadingPointId, cell);
    row.cells.set('total', add(row.cells.get('total'), cell));
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * The week-by-week view of the loading plan: per ISO week and loading point, the containers,
 * CBM and kg, and how many are ready. A dated cell opens its containers (drill-down).
 */
export function LoadingPlanWeekView(props: {
  plan: LoadingPlan;
  onPick: (cell: { week: string; loadingPointId?: number }) => void;
}) {
  const { t } = useTranslation('transitReports');
  const { plan, onPick } = props;
  const figures = (cell: LoadingPlanWeekCell | undefined) =>
    cell ? (
      <Flex vertical style={nowrap}>
        <span>
          {t('plan.cell', {
            containers: cell.containers,
            cbm: formatCbm(cell.cbm),
            kg: formatKg(cell.grossKg),
          })}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('plan.cellReady', { ready: cell.ready })}
        </Typography.Text>
      </Flex>
    ) : (
      '—'
    );
  const cellOf = (row: WeekRow, point: { id: number; name: string } | null) => {
    const cell = row.cells.get(point?.id ?? 'total');
    if (!cell || row.week === null) return figures(cell);
    const week = row.week;
    return (
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto', textAlign: 'left' }}
        onClick={() => onPick({ week, ...(point ? { loadingPointId: point.id } : {}) })}
      >
        {figures(cell)}
        {/* the figures shown start the button's name (WCAG 2.5.3), then what it does */}
        <VisuallyHidden>
          {' '}
          {t('plan.openCell', { point: point?.name ?? t('plan.total'), week })}
        </VisuallyHidden>
      </Button>
    );
  };

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
          {t('plan.weekView')}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{t('plan.weekViewCaption')}</Typography.Paragraph>
      <Table<WeekRow>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content', y: 360 }}
        dataSource={rowsOf(plan.weeks)}
        columns={[
          {
            title: t('fields.week'),
            dataIndex: 'week',
            fixed: 'left',
            render: (week: string | null) => <span style={nowrap}>{week ?? t('plan.noDate')}</span>,
          },
          ...plan.loadingPoints.map((point) => ({
            title: point.name,
            key: String(point.id),
            render: (_: unknown, row: WeekRow) => cellOf(row, point),
          })),
          {
            title: t('plan.total'),
            key: 'total',
            render: (_: unknown, row: WeekRow) => cellOf(row, null),
          },
        ]}
      />
    </Card>
  );
}
