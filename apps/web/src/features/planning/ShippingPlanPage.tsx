import { planningOperations, type ContainerItem, type StatusChangeTarget } from '@lading/shared';
import { Button, Space, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { StatusChangeModal } from '../tracking/StatusChangeModal';
import { withTrackingColumns } from '../tracking/tracking-columns';
import { TrackingDrawer } from '../tracking/TrackingDrawer';
import { TrackingImportButtons } from '../tracking/TrackingImportButtons';
import { TrackingRowActions } from '../tracking/TrackingRowActions';
import { nextStatuses, TRACKING_WRITE } from '../tracking/useTracking';
import { containerColumns } from './container-columns';
import { ContainerDrawer } from './ContainerDrawer';
import { ContainerFilterForm } from './ContainerFilterForm';
import { CONTAINERS_KEY } from './usePlanning';
import { useListQuery } from '../common/useListQuery';

/** The status dialog's containers and the status a row's action preset. */
interface StatusChange {
  containers: ContainerItem[];
  target?: StatusChangeTarget | undefined;
}

/**
 * /arrange/shippingPlan — the containers (spec §2): filtered, sorted and paged on the
 * server, exported with the same filters, one container's lines, tracking and history in a
 * drawer. With `tracking.write` (issue 15) the working list: rows selected for a batch
 * status change, each row's status action and tracking drawer.
 */
export default function ShippingPlanPage() {
  const { t, i18n } = useTranslation('planning');
  const { t: tt } = useTranslation('tracking');
  const { token } = theme.useToken();
  const canTrack = usePermissions().can(TRACKING_WRITE);
  const [open, setOpen] = useState<number>();
  const [tracking, setTracking] = useState<number>();
  const [selected, setSelected] = useState<ContainerItem[]>([]);
  const [statusChange, setStatusChange] = useState<StatusChange>();
  const list = useListQuery(planningOperations.listContainers, { key: CONTAINERS_KEY });
  const columns = [
    ...withTrackingColumns(
      containerColumns({
        t,
        language: i18n.language,
        token,
        sort: list.query,
        onOpen: (container) => setOpen(container.id),
      }),
      tt,
    ),
    {
      title: t('containers.lineActions'),
      key: 'actions',
      fixed: 'right' as const,
      render: (_: unknown, container: ContainerItem) => (
        <Space size={0}>
          <Button size="small" type="link" onClick={() => setOpen(container.id)}>
            {t('shippingPlan.view')}
          </Button>
          {canTrack && (
            <TrackingRowActions
              container={container}
              onTracking={(c) => setTracking(c.id)}
              onStatus={(c, target) => setStatusChange({ containers: [c], target })}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      filters={<ContainerFilterForm values={list.unpaged} onSearch={list.setFilters} />}
      toolbar={
        <>
          {canTrack && (
            <Button
              disabled={!selected.length}
              onClick={() => setStatusChange({ containers: selected })}
            >
              {tt('actions.changeStatusCount', { count: selected.length })}
            </Button>
          )}
          <ExportButton
            run={() => downloadFile(planningOperations.exportContainers, { query: list.unpaged })}
          />
          <TrackingImportButtons
            selectedIds={selected.map((c) => c.id)}
            filters={list.unpaged}
            total={list.data?.total ?? 0}
          />
        </>
      }
    >
      <PagedTable<ContainerItem>
        list={list}
        columns={columns}
        {...(canTrack && {
          rowSelection: {
            preserveSelectedRowKeys: true,
            selectedRowKeys: selected.map((c) => c.id),
            onChange: (_keys, rows) =>
              setSelected((current) => {
                // rows of other pages stay chosen; this page's are what antd says now
                const shown = new Set(list.tableProps.dataSource.map((c) => c.id));
                return [...current.filter((c) => !shown.has(c.id)), ...rows.filter(Boolean)];
              }),
            getCheckboxProps: (c: ContainerItem) => ({
              disabled: nextStatuses(c.status).length === 0,
              'aria-label': tt('actions.select', { name: c.containerNo ?? c.shipmentNo ?? c.id }),
            }),
          },
        })}
      />
      <ContainerDrawer id={open} onClose={() => setOpen(undefined)} />
      {canTrack && <TrackingDrawer id={tracking} onClose={() => setTracking(undefined)} />}
      {statusChange && (
        <StatusChangeModal
          containers={statusChange.containers}
          target={statusChange.target}
          onClose={() => setStatusChange(undefined)}
          onDone={() => setSelected([])}
        />
      )}
    </ListPage>
  );
}
