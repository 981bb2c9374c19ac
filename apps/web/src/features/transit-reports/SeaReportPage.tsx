import {
  formatCbm,
  isAnySupplierUser,
  transitReportOperations,
  type SeaReportGroup,
  type SeaReportItem,
} from '@lading/shared';
import { Button, Col, Flex, Row, Space, Statistic, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { ExportButton } from '../common/ExportButton';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { useListQuery } from '../common/useListQuery';
import { ReportPackButtons } from '../report-packs/ReportPackButtons';
import { SeaReportChart } from './SeaReportChart';
import { SeaReportFilters, type SeaReportSearch } from './SeaReportFilters';
import { seaReportColumns } from './sea-report-columns';
import { TRANSIT_REPORTS_KEY } from './transit-report-format';

/** The options a select has shown so far: a drill-down narrows the answer, not the choice. */
function useSeenOptions<V extends string | number>(options: { value: V; label: string }[]) {
  const seen = useRef(new Map<V, string>());
  for (const option of options) seen.current.set(option.value, option.label);
  return [...seen.current].map(([value, label]) => ({ value, label }));
}

/**
 * /reportForms/seaReport — the containers at sea (ATD set, no ATA): days at sea against the
 * standard transit time, Δ4 so far, late flagged; totals, and the containers by POD and by
 * shipping line (a bar or a figure filters the table). Kept alive.
 */
export default function SeaReportPage() {
  const { t, i18n } = useTranslation('transitReports');
  const { can, roles } = usePermissions();
  const sea = useListQuery(transitReportOperations.seaReport, {
    key: [...TRANSIT_REPORTS_KEY, 'sea'],
  });
  const { query, data } = sea;
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = sea.unpaged;
  const pick = (change: SeaReportSearch) => sea.setFilters({ ...filters, ...change });
  const pods = useSeenOptions(
    (data?.byPod ?? []).filter((g) => g.key).map((g) => ({ value: g.key, label: g.name })),
  );
  const lines = useSeenOptions(
    (data?.byShippingLine ?? [])
      .filter((g) => g.key)
      .map((g) => ({ value: Number(g.key), label: g.name })),
  );
  const drill = (field: 'pod' | 'shippingLineId') => (group: SeaReportGroup, lateOnly: boolean) =>
    pick({
      [field]: field === 'pod' ? group.key : Number(group.key),
      ...(lateOnly ? { late: 1 } : {}),
    });
  const totals = data?.totals;

  return (
    <ListPage
      filters={
        <SeaReportFilters
          values={filters}
          onSearch={sea.setFilters}
          pods={pods}
          shippingLines={lines}
          supplierFilter={!isAnySupplierUser(roles)}
          loadingPointFilter={can('reference.read')}
        />
      }
      toolbar={
        <Space>
          <ExportButton
            run={() =>
              downloadFile(transitReportOperations.exportSeaReport, { query: sea.unpaged })
            }
          />
          <ReportPackButtons report="seaReport" filters={filters} />
        </Space>
      }
    >
      <Flex vertical gap={16}>
        <Flex role="region" aria-label={t('sea.totals')} gap={32} wrap align="end">
          <Statistic title={t('sea.containers')} value={totals?.containers ?? 0} loading={!data} />
          <Statistic title={t('sea.cbm')} value={formatCbm(totals?.cbm ?? 0)} loading={!data} />
          <Statistic
            title={t('sea.late')}
            loading={!data}
            valueRender={() => (
              <Button
                type="link"
                danger
                style={{ padding: 0, fontSize: 24, height: 'auto' }}
                aria-label={`${t('sea.showLate')}: ${totals?.late ?? 0}`}
                onClick={() => pick({ late: 1 })}
              >
                {totals?.late ?? 0}
              </Button>
            )}
          />
          {Number(query.late) === 1 && (
            <Button onClick={() => pick({ late: undefined })}>{t('sea.showAll')}</Button>
          )}
        </Flex>
        {data && data.total > 0 && (
          <>
            <Typography.Text type="secondary">{t('sea.drillHint')}</Typography.Text>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <SeaReportChart
                  title={t('sea.byPod')}
                  groups={data.byPod}
                  noneName={t('filters.noPod')}
                  onPick={(group, late) => group.key && drill('pod')(group, late)}
                />
              </Col>
              <Col xs={24} xl={12}>
                <SeaReportChart
                  title={t('sea.byShippingLine')}
                  groups={data.byShippingLine}
                  noneName={t('filters.noLine')}
                  onPick={(group, late) => group.key && drill('shippingLineId')(group, late)}
                />
              </Col>
            </Row>
          </>
        )}
        <PagedTable<SeaReportItem>
          list={sea}
          locale={{ emptyText: t('sea.empty') }}
          columns={seaReportColumns(t, i18n.language, query)}
        />
      </Flex>
    </ListPage>
  );
}
