import { reportPackOperations, type ReportPackFormat, type ReportPackJob } from '@lading/shared';
import { Alert, App, Button, Flex, Modal, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { ApiError } from '../../api/http';
import { focusFirstField } from '../common/focus-first-field';
import { useReportPackJob } from './useReportPackJob';

/** Done of total (rows, then pages or slides); full once made. */
export function packPercent(job: ReportPackJob | undefined): number {
  if (!job) return 0;
  if (job.status === 'succeeded' || job.stage === 'done') return 100;
  return job.total > 0 ? Math.min(100, Math.round((job.done * 100) / job.total)) : 0;
}

/**
 * The progress of one pack: the stage in words and a bar, polled until the job ends; then
 * the file is downloaded (with the session, as the Excel exports are) and the dialog closes,
 * or the reason it failed is shown with Close. Cancel only stops watching: the server
 * finishes the job anyway.
 */
export function ReportPackDialog(props: {
  format: ReportPackFormat;
  jobId: number;
  open: boolean;
  onClose(): void;
  /** Once it has closed (the focus is back on the button that opened it). */
  afterClose(): void;
}) {
  const { t } = useTranslation('reportPacks');
  const { message } = App.useApp();
  const job = useReportPackJob(props.jobId, props.open);
  const data = job.data;
  const [downloadError, setDownloadError] = useState<string>();
  const close = useRef(props.onClose);
  close.current = props.onClose;

  // once per made file (a language switch reads the job again)
  const downloaded = useRef(false);
  useEffect(() => {
    if (data?.status !== 'succeeded' || downloaded.current) return;
    downloaded.current = true;
    const fileName = data.fileName ?? '';
    downloadFile(reportPackOperations.file, { params: { jobId: data.id } }).then(
      () => {
        void message.success(t('downloaded', { fileName }));
        close.current();
      },
      (error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        setDownloadError(error.message);
      },
    );
  }, [data, message, t]);

  const failure =
    data?.status === 'failed'
      ? (data.error ?? '')
      : (downloadError ?? (job.error ? job.error.message : undefined));

  return (
    <Modal
      open={props.open}
      afterClose={props.afterClose}
      title={t(`title.${props.format}`)}
      onCancel={props.onClose}
      afterOpenChange={focusFirstField}
      destroyOnHidden
      footer={
        // one button throughout, so the focus stays on it when Cancel becomes Close
        <Button
          data-first-focus
          type={failure === undefined ? 'default' : 'primary'}
          onClick={props.onClose}
        >
          {failure === undefined ? t('cancel') : t('close')}
        </Button>
      }
    >
      {failure !== undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('failed')}
          description={failure}
          data-testid="report-pack-error"
        />
      ) : (
        <Flex vertical gap={8} role="status" data-testid="report-pack-progress">
          <Typography.Text>
            {t(`stage.${data?.stage ?? 'queued'}`, {
              done: data?.done ?? 0,
              total: data?.total ?? 0,
              fileName: data?.fileName ?? '',
            })}
          </Typography.Text>
          <Progress percent={packPercent(data)} status="active" aria-label={t('progressLabel')} />
        </Flex>
      )}
    </Modal>
  );
}
