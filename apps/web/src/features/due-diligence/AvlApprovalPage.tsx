import { PlusOutlined } from '@ant-design/icons';
import {
  AVL_REQUEST_STATUS_NAMES,
  AVL_REQUEST_STATUSES,
  avlOperations as op,
  type AvlRequestItem,
} from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../api/call';
import { Can } from '../../auth/Guards';
import { useCurrentUser, usePermissions } from '../../auth/session';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';
import { ExportButton } from '../common/ExportButton';
import { FilterForm } from '../common/FilterForm';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { actionsColumn } from '../common/RowActions';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { useSupplierLabels } from '../suppliers/supplier-labels';
import { AvlRequestDialog } from './AvlRequestDialog';
import { AVL_STATUS_COLORS, DD_KEY, useDdLabels } from './dd-labels';
import { ByAt, SupplierCodeLink } from './DdCells';
import { ChoiceFilterItem, DdKeywordFilterItem } from './DdFilterItems';
import { DecisionDialog } from './DecisionDialog';

type FilterValues = ListFiltersOf<typeof op.list>;
type Decision = { request: AvlRequestItem; approve: boolean };

/**
 * /factory/avlApproval: supplier status change requests, pending first; an approver decides
 * a pending one (not their own) with a comment, an owner asks for a new one.
 */
export default function AvlApprovalPage() {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const supplier = useSupplierLabels();
  const me = useCurrentUser().username;
  const canDecide = usePermissions().can(op.approve.access.resource);
  const queryClient = useQueryClient();
  const list = useListQuery(op.list, { key: [...DD_KEY, 'avlRequests'] });
  const { query } = list;
  const [form] = Form.useForm<FilterValues>();
  const [asking, setAsking] = useState(false);
  // kept while the dialog closes, so its title does not change meanwhile
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [decisionOpen, setDecisionOpen] = useState(false);
  const ask = (decision: Decision) => {
    setDeciding(decision);
    setDecisionOpen(true);
  };
  const decide = useMutation({
    mutationFn: ({ request, approve, comment }: Decision & { comment: string }) =>
      call(approve ? op.approve : op.reject, { params: { id: request.id }, body: { comment } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY }),
  });

  /** A request is decided by an approver other than its requester, while pending. */
  const decidable = (request: AvlRequestItem) =>
    canDecide && request.status === 'pending' && request.requestedBy !== me;

  const columns: TableColumnsType<AvlRequestItem> = [
    {
      title: t('fields.supplierCode'),
      dataIndex: 'supplierCode',
      key: 'supplierCode',
      fixed: 'left',
      render: (code: string, row) => <SupplierCodeLink id={row.supplierId} code={code} />,
    },
    { title: t('fields.supplier'), dataIndex: 'supplierName', key: 'supplierName', width: 180 },
    {
      title: t('avl.change'),
      key: 'change',
      width: 240,
      render: (_: unknown, row) =>
        `${supplier.status(row.fromStatus)} → ${supplier.status(row.toStatus)}`,
    },
    { title: t('fields.reason'), dataIndex: 'reason', key: 'reason', width: 200 },
    {
      title: t('avl.requestStatus'),
      dataIndex: 'status',
      key: 'status',
      render: (status: AvlRequestItem['status']) => (
        <Tag color={AVL_STATUS_COLORS[status]}>{labels.avlStatus(status)}</Tag>
      ),
    },
    {
      title: t('avl.requestedColumn'),
      key: 'requested',
      render: (_: unknown, row) => <ByAt by={row.requestedBy} at={row.requestedAt} />,
    },
    {
      title: t('avl.decidedColumn'),
      key: 'decided',
      render: (_: unknown, row) => <ByAt by={row.decidedBy} at={row.decidedAt} />,
    },
    {
      title: t('fields.decisionComment'),
      dataIndex: 'decisionComment',
      key: 'decisionComment',
      width: 180,
    },
    ...actionsColumn<AvlRequestItem>({
      // none on a page with nothing this user may decide (only decided or own requests)
      show: list.tableProps.dataSource.some(decidable),
      title: t('table.rowActions', { ns: 'common' }),
      fixed: true,
      render: (request) =>
        decidable(request) && (
          <Space size={0}>
            <Button size="small" type="link" onClick={() => ask({ request, approve: true })}>
              {t('avl.approve')}
            </Button>
            <Button
              size="small"
              type="link"
              danger
              onClick={() => ask({ request, approve: false })}
            >
              {t('avl.reject')}
            </Button>
          </Space>
        ),
    }),
  ];

  const named = deciding && {
    supplier: deciding.request.supplierCode,
    status: supplier.status(deciding.request.toStatus),
  };
  return (
    <ListPage
      filters={
        <FilterForm<FilterValues>
          form={form}
          name="avl-filters"
          values={{ keyword: query.keyword, status: query.status, toStatus: query.toStatus }}
          onSearch={(values) =>
            list.setFilters({
              keyword: values.keyword?.trim() || undefined,
              status: values.status,
              toStatus: values.toStatus,
            })
          }
        >
          <DdKeywordFilterItem placeholder={t('avl.keywordPlaceholder')} />
          <ChoiceFilterItem
            name="status"
            label={t('avl.requestStatus')}
            options={labels.options(AVL_REQUEST_STATUSES, AVL_REQUEST_STATUS_NAMES)}
            width={130}
          />
          <ChoiceFilterItem
            name="toStatus"
            label={t('fields.toStatus')}
            options={supplier.statusOptions}
            width={240}
          />
        </FilterForm>
      }
      toolbar={
        <>
          <Can resource={op.create.access.resource}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAsking(true)}>
              {t('avl.newRequest')}
            </Button>
          </Can>
          <ExportButton run={() => downloadFile(op.export, { query: list.unpaged })} />
        </>
      }
    >
      <PagedTable<AvlRequestItem> list={list} columns={columns} />
      <AvlRequestDialog open={asking} onClose={() => setAsking(false)} />
      <DecisionDialog<AvlRequestItem>
        open={decisionOpen}
        name="avl-decision"
        title={named ? t(deciding.approve ? 'avl.approveTitle' : 'avl.rejectTitle', named) : ''}
        reject={deciding?.approve === false}
        okText={t(deciding?.approve === false ? 'avl.reject' : 'avl.approve')}
        commentLabel={t('fields.decisionComment')}
        commentRequired={t('avl.commentRequired')}
        savedText={(saved) =>
          saved.status === 'approved'
            ? t('avl.approved', {
                supplier: saved.supplierCode,
                status: supplier.status(saved.toStatus),
              })
            : t('avl.rejected', { supplier: saved.supplierCode })
        }
        saving={decide.isPending}
        onSave={(comment) => decide.mutateAsync({ ...deciding!, comment })}
        onClose={() => setDecisionOpen(false)}
      />
    </ListPage>
  );
}
