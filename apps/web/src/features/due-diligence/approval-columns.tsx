import type { ApprovalItem } from '@lading/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../common/RowActions';
import { useSupplierLabels } from '../suppliers/supplier-labels';
import { useDdLabels } from './dd-labels';
import { ByAt, FileStatusTag, StoredFileCell, SupplierCodeLink, ValidityText } from './DdCells';
import type { ReviewDecision } from './ReviewDialog';

/** documentApproval's columns; the row actions only for reviewers (`actions` given). */
export function useApprovalColumns(actions?: {
  startReview(row: ApprovalItem): void;
  decide(decision: ReviewDecision, rows: ApprovalItem[]): void;
  starting: number | null;
}): TableColumnsType<ApprovalItem> {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const supplier = useSupplierLabels();
  return [
    {
      title: t('fields.supplierCode'),
      dataIndex: 'supplierCode',
      key: 'supplierCode',
      fixed: 'left',
      render: (code: string, row) => <SupplierCodeLink id={row.supplierId} code={code} />,
    },
    { title: t('fields.supplier'), dataIndex: 'supplierName', key: 'supplierName', width: 180 },
    {
      title: t('fields.stage'),
      dataIndex: 'stage',
      key: 'stage',
      width: 130,
      render: (stage: ApprovalItem['stage']) => supplier.stage(stage),
    },
    {
      title: t('fields.fileType'),
      key: 'fileType',
      width: 160,
      render: (_: unknown, row) => labels.fileType(row),
    },
    { title: t('fields.version'), dataIndex: 'versionNo', key: 'versionNo', align: 'right' },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: ApprovalItem['status']) => <FileStatusTag status={status} />,
    },
    {
      title: t('fields.fileName'),
      dataIndex: 'fileName',
      key: 'fileName',
      width: 180,
      render: (name: string, row) => <StoredFileCell fileId={row.fileId} fileName={name} />,
    },
    { title: t('fields.comment'), dataIndex: 'comment', key: 'comment', width: 180 },
    {
      title: t('fields.validity'),
      key: 'validity',
      render: (_: unknown, row) => <ValidityText from={row.validFrom} until={row.validUntil} />,
    },
    {
      title: t('approvals.uploaded'),
      key: 'uploaded',
      render: (_: unknown, row) => <ByAt by={row.uploadedBy} at={row.uploadedAt} />,
    },
    ...actionsColumn<ApprovalItem>({
      show: actions !== undefined,
      title: t('table.rowActions', { ns: 'common' }),
      fixed: true,
      render: (row) => (
        <Space size={0}>
          {row.status === 'awaitingReview' && (
            <Button
              size="small"
              type="link"
              loading={actions?.starting === row.id}
              onClick={() => actions?.startReview(row)}
            >
              {t('approvals.startReview')}
            </Button>
          )}
          <Button size="small" type="link" onClick={() => actions?.decide('approve', [row])}>
            {t('approvals.approve')}
          </Button>
          <Button size="small" type="link" danger onClick={() => actions?.decide('reject', [row])}>
            {t('approvals.reject')}
          </Button>
        </Space>
      ),
    }),
  ];
}
