import { PlusOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  formatQty,
  scrapOrderOperations as op,
  type ScrapOrderItem,
  type ScrapOrderSortField,
} from '@lading/shared';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/call';
import { Can } from '../../../auth/Guards';
import { ExportButton } from '../../common/ExportButton';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { columnSort } from '../../common/sorting';
import { useListQuery } from '../../common/useListQuery';
import { STOCK_WRITE } from '../stock-keys';
import { ScrapActionButtons } from './ScrapActionButtons';
import { ScrapFilterForm } from './ScrapFilterForm';
import {
  SCRAP_ORDERS_KEY,
  SCRAP_STATUS_COLORS,
  scrapPaths,
  useScrapActions,
  useScrapStatusName,
  type ScrapField,
} from './useScrapOrders';

/**
 * /stock/scrap (kept alive): the scrap orders with filters, sort, export, and each order's
 * actions by its status and the user's permissions.
 */
export default function ScrapListPage() {
  const { t } = useTranslation('stock');
  const navigate = useNavigate();
  const statusName = useScrapStatusName();
  const actions = useScrapActions();
  const list = useListQuery(op.list, { key: SCRAP_ORDERS_KEY });
  const { query } = list;
  const title = (field: ScrapField) => t(`scrap.fields.${field}`);
  const sorted = (field: ScrapOrderSortField) => ({
    sorter: true,
    sortOrder: columnSort(query, field),
  });
  const number = { align: 'right' as const };

  const columns: TableColumnsType<ScrapOrderItem> = [
    {
      title: title('scrapNo'),
      dataIndex: 'scrapNo',
      key: 'scrapNo',
      fixed: 'left',
      ...sorted('scrapNo'),
      render: (scrapNo: string, order) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => void navigate(scrapPaths.details(order.id))}
        >
          {scrapNo}
        </Button>
      ),
    },
    {
      title: title('warehouse'),
      dataIndex: 'warehouseCode',
      key: 'warehouseCode',
      ...sorted('warehouseCode'),
    },
    {
      title: title('status'),
      dataIndex: 'status',
      key: 'status',
      ...sorted('status'),
      render: (status: ScrapOrderItem['status']) => (
        <Tag color={SCRAP_STATUS_COLORS[status]}>{statusName(status)}</Tag>
      ),
    },
    { title: title('reason'), dataIndex: 'reason', key: 'reason', ellipsis: true },
    { title: title('lineCount'), dataIndex: 'lineCount', key: 'lineCount', ...number },
    {
      title: title('totalQty'),
      dataIndex: 'totalQty',
      key: 'totalQty',
      ...number,
      render: formatQty,
    },
    { title: title('createdBy'), dataIndex: 'createdBy', key: 'createdBy' },
    {
      title: title('createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      ...sorted('createdAt'),
      render: (at: string) => formatDateTime(at),
    },
    { title: title('approvedBy'), dataIndex: 'approvedBy', key: 'approvedBy' },
    { title: title('docNo'), dataIndex: 'docNo', key: 'docNo' },
    ...actionsColumn<ScrapOrderItem>({
      show: true,
      title: title('actions'),
      fixed: true,
      render: (order) => {
        const can = actions.can(order);
        return (
          <RowActions
            details={{
              label: t('scrap.actions.view'),
              onOpen: () => void navigate(scrapPaths.details(order.id)),
            }}
            onEdit={can.edit ? () => void navigate(scrapPaths.edit(order.id)) : undefined}
            onDelete={can.remove ? () => actions.remove(order) : undefined}
          >
            <ScrapActionButtons order={order} actions={actions} size="small" />
          </RowActions>
        );
      },
    }),
  ];

  return (
    <ListPage
      filters={<ScrapFilterForm values={list.unpaged} onSearch={list.setFilters} />}
      toolbar={
        <>
          <Can resource={STOCK_WRITE}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(scrapPaths.add)}
            >
              {t('scrap.actions.add')}
            </Button>
          </Can>
          <ExportButton run={() => downloadFile(op.export, { query: list.unpaged })} />
        </>
      }
    >
      <PagedTable<ScrapOrderItem> list={list} columns={columns} />
      {actions.dialog}
    </ListPage>
  );
}
