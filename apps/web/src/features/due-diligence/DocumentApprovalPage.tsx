import { keptRowSelection } from '../common/kept-selection';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  FILE_STATUS_NAMES,
  FILE_TYPE_KINDS,
  PENDING_FILE_STATUSES,
  supplierFileOperations as op,
  type ApprovalItem,
} from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../api/call';
import { usePermissions } from '../../auth/session';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';
import { ExportButton } from '../common/ExportButton';
import { FilterForm } from '../common/FilterForm';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { useApprovalColumns } from './approval-columns';
import { DD_KEY, useDdLabels } from './dd-labels';
import {
  ChoiceFilterItem,
  DdKeywordFilterItem,
  FileKindFilterItem,
  SupplierStageFilterItem,
} from './DdFilterItems';
import { ExpiryScanButton } from './ExpiryScanButton';
import { ReviewDialog, type ReviewDecision, type ReviewTarget } from './ReviewDialog';

type FilterValues = ListFiltersOf<typeof op.approvals>;

/** Taking files into review, approving and rejecting them (the server's resource key). */
const REVIEW = op.review.access.resource;

/**
 * /factory/documentApproval: the file versions waiting for review, oldest first; a reviewer
 * takes one into review, approves or rejects it or a selection with a comment, and may run
 * the expiry scan now.
 */
export default function DocumentApprovalPage() {
  const { t } = useTranslation('dueDiligence');
  const { message } = App.useApp();
  const labels = useDdLabels();
  const canReview = usePermissions().can(REVIEW);
  const queryClient = useQueryClient();
  const list = useListQuery(op.approvals, { key: [...DD_KEY, 'approvals'] });
  const { query } = list;
  const [form] = Form.useForm<FilterValues>();
  const [chosen, setChosen] = useState<Map<number, ApprovalItem>>(new Map());
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY });

  const start = useMutation({
    mutationFn: (row: ApprovalItem) => call(op.startReview, { params: { id: row.id }, body: {} }),
    onSuccess: (_, row) => {
      void message.success(
        t('approvals.reviewStarted', { file: labels.fileType(row), version: row.versionNo }),
      );
      return refresh();
    },
  });
  const decide = (decision: ReviewDecision, versions: ApprovalItem[]) => {
    setTarget({ decision, versions });
    setReviewing(true);
  };
  const columns = useApprovalColumns(
    canReview
      ? {
          startReview: (row) => start.mutate(row),
          decide,
          starting: start.isPending ? (start.variables?.id ?? null) : null,
        }
      : undefined,
  );
  const selected = [...chosen.values()];

  const search = (values: FilterValues) =>
    list.setFilters({
      keyword: values.keyword?.trim() || undefined,
      status: values.status,
      stage: values.stage,
      kind: values.kind,
    });

  return (
    <ListPage
      filters={
        <FilterForm<FilterValues>
          form={form}
          name="approval-filters"
          values={{
            keyword: query.keyword,
            status: query.status,
            stage: query.stage,
            kind: query.kind,
          }}
          onSearch={search}
        >
          <DdKeywordFilterItem placeholder={t('approvals.keywordPlaceholder')} />
          <ChoiceFilterItem
            name="status"
            label={t('fields.status')}
            options={labels.options(PENDING_FILE_STATUSES, FILE_STATUS_NAMES)}
          />
          <SupplierStageFilterItem />
          <FileKindFilterItem kinds={FILE_TYPE_KINDS} />
        </FilterForm>
      }
      toolbar={
        <>
          {canReview && (
            <>
              {selected.length > 0 && (
                <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
                  {t('approvals.selected', { count: selected.length })}
                </Typography.Text>
              )}
              <Button
                icon={<CheckOutlined />}
                disabled={selected.length === 0}
                onClick={() => decide('approve', selected)}
              >
                {t('approvals.approveSelected')}
              </Button>
              <Button
                icon={<CloseOutlined />}
                danger
                disabled={selected.length === 0}
                onClick={() => decide('reject', selected)}
              >
                {t('approvals.rejectSelected')}
              </Button>
              <ExpiryScanButton />
            </>
          )}
          <ExportButton run={() => downloadFile(op.approvalsExport, { query: list.unpaged })} />
        </>
      }
    >
      <PagedTable<ApprovalItem>
        list={list}
        columns={columns}
        rowSelection={
          canReview
            ? {
                ...keptRowSelection(chosen, setChosen),
                getCheckboxProps: (row) => ({
                  'aria-label': t('approvals.selectRow', {
                    file: labels.fileType(row),
                    version: row.versionNo,
                    supplier: row.supplierCode,
                  }),
                }),
              }
            : undefined
        }
      />
      <ReviewDialog
        open={reviewing}
        target={target}
        onClose={() => setReviewing(false)}
        onReviewed={() => {
          setChosen(new Map());
          void refresh();
        }}
      />
    </ListPage>
  );
}
