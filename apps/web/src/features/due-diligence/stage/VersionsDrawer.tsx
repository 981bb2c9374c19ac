import { formatDateTime, type FileTypeItem, type FileVersionItem } from '@lading/shared';
import { Drawer, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../files/FileLink';
import { FILE_STATUS_COLORS, useDdLabels } from '../dd-labels';
import { useFileVersions } from './useSupplierStage';

export const validityText = (version: Pick<FileVersionItem, 'validFrom' | 'validUntil'>) =>
  version.validFrom || version.validUntil
    ? `${version.validFrom ?? '—'} – ${version.validUntil ?? '—'}`
    : '—';

/** Every version of one of the supplier's files, newest first, each file a preview link. */
export function VersionsDrawer(props: {
  supplierId: number;
  fileType: FileTypeItem | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const versions = useFileVersions(props.supplierId, props.fileType?.id);
  const type = props.fileType;
  const columns: TableColumnsType<FileVersionItem> = [
    {
      title: t('fields.version'),
      dataIndex: 'versionNo',
      width: 70,
      render: (no: number) => `v${no}`,
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: FileVersionItem['status']) => (
        <Tag color={FILE_STATUS_COLORS[status]}>{labels.fileStatus(status)}</Tag>
      ),
    },
    {
      title: t('fields.fileName'),
      dataIndex: 'fileName',
      render: (name: string, row) => <FileLink fileId={row.fileId} name={name} />,
    },
    {
      title: t('fields.validity'),
      key: 'validity',
      width: 190,
      render: (_, row) => validityText(row),
    },
    { title: t('fields.comment'), dataIndex: 'comment' },
    {
      title: t('fields.uploadedBy'),
      key: 'uploaded',
      width: 150,
      render: (_, row) => (
        <>
          {row.uploadedBy}
          <br />
          {formatDateTime(row.uploadedAt)}
        </>
      ),
    },
    {
      title: t('fields.reviewedBy'),
      key: 'reviewed',
      render: (_, row) =>
        row.reviewedBy ? (
          <>
            {row.reviewedBy} · {formatDateTime(row.reviewedAt)}
            {row.reviewComment && <div>{row.reviewComment}</div>}
          </>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Drawer
      open={type !== undefined}
      width={1080}
      title={
        type
          ? t('stage.versionsTitle', { type: labels.lang === 'zh' ? type.nameCn : type.name })
          : ''
      }
      onClose={props.onClose}
      destroyOnHidden
    >
      <Table<FileVersionItem>
        rowKey="id"
        size="small"
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        columns={columns}
        pagination={false}
      />
    </Drawer>
  );
}
