import { CloudDownloadOutlined } from '@ant-design/icons';
import {
  EXPORT_TASK_FORMATS,
  exportTaskOperations,
  type CodeDataItem,
  type ExportTaskFormat,
  type ExportTaskItem,
} from '@lading/shared';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { ApiError } from '../../../api/http';

/**
 * "Export manifest": every code below this one (a container's whole manifest) as Excel, CSV
 * or EPCIS 2.0, written by a background export task; `onQueued` gets the task, whose
 * progress the export task screen shows.
 */
export function ExportManifestButton(props: {
  code: CodeDataItem;
  onQueued(task: ExportTaskItem): void;
}) {
  const { t } = useTranslation('traceability');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportTaskFormat>('xlsx');
  const create = useMutation({
    mutationFn: () =>
      call(exportTaskOperations.create, { body: { codeId: props.code.id, format } }),
    onSuccess: (task) => {
      setOpen(false);
      props.onQueued(task);
      void message.success(
        t('export.queued', { code: task.mainCode, format: t(`export.formats.${task.format}`) }),
      );
    },
  });
  const start = () =>
    create.mutateAsync().catch((error: unknown) => {
      // the HTTP client has said why
      if (!(error instanceof ApiError)) throw error;
    });

  return (
    <>
      <Button icon={<CloudDownloadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('export.button')}
      </Button>
      <Modal
        open={open}
        title={t('export.title', { code: props.code.code })}
        okText={t('export.start')}
        cancelText={t('actions.cancel', { ns: 'common' })}
        confirmLoading={create.isPending}
        onOk={() => void start()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('export.hint', { code: props.code.code })}</Typography.Paragraph>
        <Flex vertical>
          <Typography.Text strong id="export-manifest-format">
            {t('export.format')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby="export-manifest-format"
            value={format}
            onChange={(event) => setFormat(event.target.value as ExportTaskFormat)}
            orientation="vertical"
            style={{ marginTop: 8 }}
            options={EXPORT_TASK_FORMATS.map((value) => ({
              value,
              label: t(`export.formats.${value}`),
            }))}
          />
        </Flex>
      </Modal>
    </>
  );
}
