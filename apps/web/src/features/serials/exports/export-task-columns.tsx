import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  DownloadOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import {
  exportTaskOperations as op,
  formatDateTime,
  formatNumber,
  type ExportTaskItem,
  type ExportTaskStatus,
} from '@lading/shared';
import { Button, Progress, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/call';
import { useDownload } from '../../common/useDownload';
import { formatFileSize } from '../../files/file-size';
import { CodeLink } from '../code-data/CodeLink';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** spec §4 export status: the word always, the colour and icon as a second cue. */
export function ExportStatusTag(props: { status: ExportTaskStatus }) {
  const { t } = useTranslation('serialData');
  const { status } = props;
  const look = {
    loading: { color: 'processing', icon: <SyncOutlined spin aria-hidden /> },
    success: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
    fail: { color: 'error', icon: <CloseCircleOutlined aria-hidden /> },
  }[status];
  return (
    <Tag color={look.color} icon={look.icon}>
      {t(`tasks.statuses.${status}`)}
    </Tag>
  );
}

/** A finished task's file, downloaded through the file operation. */
function DownloadButton(props: { task: ExportTaskItem }) {
  const { t } = useTranslation('serialData');
  const { task } = props;
  const download = useDownload(() =>
    downloadFile(op.file, { params: { id: task.id } }).then(() =>
      t('tasks.downloaded', { fileName: task.fileName ?? task.mainCode }),
    ),
  );
  return (
    <Button
      size="small"
      type="link"
      icon={<DownloadOutlined aria-hidden />}
      loading={download.busy}
      onClick={() => void download.start()}
    >
      {t('tasks.download')}
    </Button>
  );
}

const percentOf = (task: ExportTaskItem) =>
  task.total > 0 ? Math.min(100, Math.floor((task.done / task.total) * 100)) : 0;

/**
 * The export task list's columns: time, main code (a link to its details), code level,
 * format, status (with the progress while loading), rows and file size, finished at, the
 * error of a failed task, and Download once the file is there.
 */
export function exportTaskColumns(t: TFunction<'serialData'>): TableColumnsType<ExportTaskItem> {
  return [
    {
      title: t('tasks.createdAt'),
      key: 'createdAt',
      render: (_, task) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(task.createdAt)}</span>
      ),
    },
    {
      title: t('tasks.mainCode'),
      key: 'mainCode',
      render: (_, task) => <CodeLink id={task.mainCodeId} code={task.mainCode} />,
    },
    {
      title: t('tasks.level'),
      key: 'level',
      render: (_, task) => t(`levels.${task.level}`, { ns: 'serials' }),
    },
    {
      title: t('tasks.format'),
      key: 'format',
      render: (_, task) => t(`exportTask.formats.${task.format}`),
    },
    {
      title: t('tasks.status'),
      key: 'status',
      render: (_, task) => <ExportStatusTag status={task.status} />,
    },
    {
      title: t('tasks.progress'),
      key: 'progress',
      width: 160,
      render: (_, task) =>
        task.status === 'loading' ? (
          <Progress
            size="small"
            percent={percentOf(task)}
            status="active"
            aria-label={t('tasks.progressOf', { code: task.mainCode })}
          />
        ) : (
          dash
        ),
    },
    {
      title: t('tasks.rows'),
      key: 'rows',
      align: 'right',
      render: (_, task) =>
        task.status === 'loading'
          ? `${formatNumber(task.done, 0)} / ${formatNumber(task.total, 0)}`
          : formatNumber(task.status === 'success' ? task.total : task.done, 0),
    },
    {
      title: t('tasks.fileSize'),
      key: 'fileSize',
      align: 'right',
      render: (_, task) => (task.fileSize === null ? dash : formatFileSize(task.fileSize)),
    },
    {
      title: t('tasks.finishedAt'),
      key: 'finishedAt',
      render: (_, task) =>
        task.finishedAt ? (
          <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(task.finishedAt)}</span>
        ) : (
          dash
        ),
    },
    {
      title: t('tasks.error'),
      key: 'error',
      width: 220,
      render: (_, task) =>
        task.error ? <Typography.Text type="danger">{task.error}</Typography.Text> : dash,
    },
    {
      title: t('tasks.user'),
      key: 'user',
      render: (_, task) => task.username ?? dash,
    },
    {
      title: t('tasks.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, task) => (task.status === 'success' ? <DownloadButton task={task} /> : null),
    },
  ];
}
