import { formatDateTime, type FileTypeItem, type SupplierFileItem } from '@lading/shared';
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../files/FileLink';
import { FILE_STATUS_COLORS, useDdLabels } from '../dd-labels';
import { validityText } from './VersionsDrawer';

/** One stage's file types as the supplier holds them: status, latest version, actions. */
export function StageFilesTable(props: {
  files: SupplierFileItem[];
  canUpload: boolean;
  onUpload(type: FileTypeItem): void;
  onVersions(type: FileTypeItem): void;
}) {
  const { t } = useTranslation('dueDiligence');
  const labels = useDdLabels();
  const typeName = (type: FileTypeItem) => (labels.lang === 'zh' ? type.nameCn : type.name);
  const columns: TableColumnsType<SupplierFileItem> = [
    {
      title: t('fields.fileType'),
      key: 'type',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{typeName(row.fileType)}</Typography.Text>
          <Typography.Text type="secondary">
            {labels.kind(row.fileType.kind)} ·{' '}
            {row.fileType.formats.map((format) => format.toUpperCase()).join('/')} ·{' '}
            {row.fileType.required ? t('stage.required') : t('stage.optional')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      width: 120,
      render: (status: SupplierFileItem['status']) => (
        <Tag color={FILE_STATUS_COLORS[status]}>{labels.fileStatus(status)}</Tag>
      ),
    },
    {
      title: t('fields.file'),
      key: 'file',
      render: (_, row) =>
        row.latest ? (
          <Space direction="vertical" size={0}>
            <span>
              v{row.latest.versionNo} ·{' '}
              <FileLink fileId={row.latest.fileId} name={row.latest.fileName} />
            </span>
            {row.inEffect && (
              <Typography.Text type="secondary">
                {t('stage.inEffect', { version: row.inEffect.versionNo })}{' '}
                <FileLink fileId={row.inEffect.fileId} name={row.inEffect.fileName} />
              </Typography.Text>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('stage.notUploaded')}</Typography.Text>
        ),
    },
    {
      title: t('fields.validity'),
      key: 'validity',
      width: 190,
      render: (_, row) => {
        const shown = row.inEffect ?? row.latest;
        return shown ? validityText(shown) : '—';
      },
    },
    {
      title: t('fields.comment'),
      key: 'comment',
      render: (_, row) => row.latest?.comment ?? '—',
    },
    {
      title: t('fields.uploadedBy'),
      key: 'uploaded',
      width: 150,
      render: (_, row) =>
        row.latest ? (
          <>
            {row.latest.uploadedBy}
            <br />
            {formatDateTime(row.latest.uploadedAt)}
          </>
        ) : (
          '—'
        ),
    },
    {
      title: t('stage.actions'),
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          {props.canUpload && row.fileType.active && (
            <Button type="link" size="small" onClick={() => props.onUpload(row.fileType)}>
              {row.latest ? t('stage.uploadNew') : t('stage.upload')}
            </Button>
          )}
          {row.versionCount > 0 && (
            <Button type="link" size="small" onClick={() => props.onVersions(row.fileType)}>
              {t('stage.versions')} ({row.versionCount})
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<SupplierFileItem>
      rowKey={(row) => row.fileType.id}
      size="small"
      dataSource={props.files}
      columns={columns}
      pagination={false}
      locale={{ emptyText: t('stage.noFileTypes') }}
    />
  );
}
