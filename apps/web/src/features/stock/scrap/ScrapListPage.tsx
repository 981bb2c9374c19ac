import {
  formatDateTime,
  formatQty,
  scrapOrderOperations as op,
  type ScrapOrderItem,
  type ScrapOrderSortField,
} from '@lading/shared';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/call';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { columnSort } from '../../common/sorting';
import { useListQuery } from '../../common/useListQuery';
import { DocumentListPage, DocumentNoLink } from '../documents/DocumentListPage';
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
        <DocumentNoLink no={scrapNo} to={scrapPaths.details(order.id)} />
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
    <DocumentListPage<ScrapOrderItem>
      filters={<ScrapFilterForm values={list.unpaged} onSearch={list.setFilters} />}
      add={{ label: t('scrap.actions.add'), path: scrapPaths.add, resource: STOCK_WRITE }}
      onExport={() => downloadFile(op.export, { query: list.unpaged })}
      list={list}
      columns={columns}
    >
      {actions.dialog}
    </DocumentListPage>
  );
}
