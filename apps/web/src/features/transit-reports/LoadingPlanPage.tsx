import {
  formatCbm,
  formatKg,
  isAnySupplierUser,
  transitReportOperations,
  type LoadingPlanItem,
} from '@lading/shared';
import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { ExportButton } from '../common/ExportButton';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { useListQuery } from '../common/useListQuery';
import { LoadingPlanFilters } from './LoadingPlanFilters';
import { LoadingPlanWeekView } from './LoadingPlanWeekView';
import { loadingPlanColumns } from './loading-plan-columns';
import { TRANSIT_REPORTS_KEY } from './transit-report-format';

/**
 * /reportForms/loadingPlan — what loads when: the released containers not yet shipped by
 * ready date (or loading date) per loading point, week by week, with each container's
 * readiness (every line's ready date approved or not). A week cell filters the list to its
 * containers.
 */
export default function LoadingPlanPage() {
  const { t, i18n } = useTranslation('transitReports');
  const { can, roles } = usePermissions();
  const plan = useListQuery(transitReportOperations.loadingPlan, {
    key: [...TRANSIT_REPORTS_KEY, 'loadingPlan'],
  });
  const { query, data } = plan;
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = plan.unpaged;
  const totals = data?.totals;

  return (
    <ListPage
      filters={
        <LoadingPlanFilters
          values={filters}
          onSearch={plan.setFilters}
          supplierFilter={!isAnySupplierUser(roles)}
          loadingPointFilter={can('reference.read')}
        />
      }
      toolbar={
        <ExportButton
          run={() =>
            downloadFile(transitReportOperations.exportLoadingPlan, { query: plan.unpaged })
          }
        />
      }
    >
      <Flex vertical gap={16}>
        <Flex role="region" aria-label={t('plan.totals')} gap={32} wrap>
          <Statistic title={t('plan.containers')} value={totals?.containers ?? 0} loading={!data} />
          <Statistic title={t('plan.ready')} value={totals?.ready ?? 0} loading={!data} />
          <Statistic title={t('plan.cbm')} value={formatCbm(totals?.cbm ?? 0)} loading={!data} />
          <Statistic
            title={t('plan.grossKg')}
            value={formatKg(totals?.grossKg ?? 0)}
            loading={!data}
          />
        </Flex>
        {data && data.weeks.length > 0 && (
          <LoadingPlanWeekView
            plan={data}
            onPick={(cell) =>
              plan.setFilters({
                ...filters,
                weekFrom: cell.week,
                weekTo: cell.week,
                loadingPointId: cell.loadingPointId ?? filters.loadingPointId,
              })
            }
          />
        )}
        <PagedTable<LoadingPlanItem>
          list={plan}
          locale={{ emptyText: t('plan.empty') }}
          columns={loadingPlanColumns(t, i18n.language, query, query.basis)}
        />
      </Flex>
    </ListPage>
  );
}
