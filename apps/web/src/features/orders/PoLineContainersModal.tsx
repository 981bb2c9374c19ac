import {
  poLineContainerOperations,
  type PoLineContainerItem,
  type PoLineItem,
  formatCbm,
  formatQty,
} from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { containerName, STATUS_COLOR } from '../planning/container-columns';
import { ContainerDrawer } from '../planning/ContainerDrawer';
import { PLANNING_KEY } from '../planning/usePlanning';
import { countryName } from '../reference/common/format';

/** Opening a container's own view (planningOperations.getContainer) needs the planning reader's right. */
export const PLANNING_READ = 'planning.read';

/**
 * The PO report's drill-down: the containers one PO line is planned or shipped in, with its
 * quantity in each. Under the planning key, so a saved or released plan refreshes it. A
 * container number opens that container's drawer for those who may read containers.
 */
export function PoLineContainersModal(props: {
  open: boolean;
  line: PoLineItem | undefined;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('orders');
  const { t: tp } = useTranslation('planning');
  const language = i18n.language;
  const { can } = usePermissions();
  const canOpen = can(PLANNING_READ);
  const [openContainer, setOpenContainer] = useState<number>();
  const id = props.line?.id;
  const rows = useQuery({
    queryKey: [...PLANNING_KEY, 'poLineContainers', id ?? 0],
    queryFn: () => call(poLineContainerOperations.list, { params: { id: id! } }),
    enabled: props.open && id !== undefined,
  });
  const day = (value: string | null) => value ?? '—';

  const columns: TableColumnsType<PoLineContainerItem> = [
    {
      title: tp('fields.containerNo'),
      key: 'container',
      render: (_, row) => {
        const name = containerName(tp, { id: row.containerId, ...row });
        return canOpen ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => setOpenContainer(row.containerId)}
          >
            {name}
          </Button>
        ) : (
          name
        );
      },
    },
    { title: tp('fields.containerType'), key: 'type', dataIndex: 'containerType' },
    {
      title: tp('fields.status'),
      key: 'status',
      render: (_, row) => (
        <Tag color={STATUS_COLOR[row.status]}>{tp(`statuses.${row.status}`)}</Tag>
      ),
    },
    { title: tp('fields.shipmentNo'), key: 'shipmentNo', render: (_, row) => day(row.shipmentNo) },
    { title: tp('fields.loadingPoint'), key: 'point', dataIndex: 'loadingPointName' },
    {
      title: tp('fields.destination'),
      key: 'destination',
      render: (_, row) => (
        <Tooltip title={countryName(row.destinationCountry, language)}>
          {row.destinationCountry}
        </Tooltip>
      ),
    },
    { title: tp('fields.etd'), key: 'etd', render: (_, row) => day(row.etd) },
    {
      title: tp('fields.qty'),
      key: 'qty',
      align: 'right',
      render: (_, row) => formatQty(row.qty),
    },
    {
      title: tp('fields.cbm'),
      key: 'cbm',
      align: 'right',
      render: (_, row) => formatCbm(row.cbm),
    },
    { title: tp('fields.readyDate'), key: 'ready', render: (_, row) => day(row.readyDate) },
    {
      title: tp('fields.confirmReadyDate'),
      key: 'confirm',
      render: (_, row) => tp(`readyDate.${row.confirmReadyDate}`),
    },
  ];

  const line = props.line;
  return (
    <>
      <Modal
        open={props.open}
        onCancel={props.onClose}
        title={
          line ? t('lineContainers.title', { poNumber: line.poNumber, lineNo: line.lineNo }) : ''
        }
        footer={null}
        width="min(1320px, 96vw)"
        destroyOnHidden
      >
        {line && (
          <p>
            {t('lineContainers.summary', {
              product: line.productCode,
              planned: formatQty(line.plannedQty),
              shipped: formatQty(line.shippedQty),
            })}
          </p>
        )}
        <Table<PoLineContainerItem>
          rowKey="containerLineId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          loading={rows.isFetching}
          dataSource={rows.data ?? []}
          columns={columns}
          locale={{ emptyText: <Empty description={t('lineContainers.empty')} /> }}
        />
      </Modal>
      <ContainerDrawer id={openContainer} onClose={() => setOpenContainer(undefined)} />
    </>
  );
}
