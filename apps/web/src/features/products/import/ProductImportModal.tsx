import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  PRODUCT_IMPORT_MAX_MB,
  type ProductImportIssue,
  type ProductImportJob,
} from '@lading/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Flex,
  Modal,
  Progress,
  Result,
  Table,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { PRODUCTS_KEY } from '../useProducts';
import { productImportApi } from './productImport.api';
import { isFinished, useImportJob } from './useProductImport';

const MAX_BYTES = PRODUCT_IMPORT_MAX_MB * 1024 * 1024;

/** Overall progress: reading 5 %, checking up to 85 %, saving up to 100 %. */
export function progressPercent(job: ProductImportJob): number {
  const share = job.total > 0 ? job.done / job.total : 0;
  switch (job.stage) {
    case 'queued':
      return 0;
    case 'reading':
      return 5;
    case 'validating':
      return 5 + Math.round(80 * share);
    case 'writing':
      return 85 + Math.round(15 * share);
    case 'done':
      return 100;
  }
}

/** The refused rows: row number, column and reason, in the reader's language. */
export function RefusedRows(props: { job: ProductImportJob }) {
  const { t } = useTranslation('productImport');
  const { job } = props;
  const columns: TableColumnsType<ProductImportIssue> = [
    { title: t('columns.row'), dataIndex: 'row', width: 80, align: 'right' },
    { title: t('columns.column'), dataIndex: 'column', width: 220 },
    { title: t('columns.reason'), dataIndex: 'message' },
  ];
  return (
    <Flex vertical gap={12}>
      <Alert type="error" showIcon title={job.error} />
      {job.issuesTotal > job.issues.length && (
        <Typography.Text type="secondary">
          {t('refusedShown', { shown: job.issues.length, total: job.issuesTotal })}
        </Typography.Text>
      )}
      <Table<ProductImportIssue>
        size="small"
        rowKey={(issue) => `${issue.row}:${issue.field}:${issue.message}`}
        dataSource={job.issues}
        columns={columns}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </Flex>
  );
}

/**
 * "Import" on the product list: download the template, pick an .xlsx, watch the job's
 * progress (polled every 500 ms), then either "n products imported" (the list refreshes)
 * or every refused row with its reason and a report to download — nothing imported.
 */
export function ProductImportModal(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('productImport');
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number>();
  const [uploading, setUploading] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const job = useImportJob(jobId);
  const data = job.data;
  const finished = isFinished(data);

  useEffect(() => {
    if (data?.status === 'succeeded') {
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    }
  }, [data?.status, queryClient]);

  const reset = () => {
    setJobId(undefined);
    setUploading(undefined);
    setRefusal(undefined);
  };
  const close = () => {
    reset();
    props.onClose();
  };

  const start = async (file: File) => {
    setRefusal(undefined);
    if (!/\.xlsx$/i.test(file.name)) return setRefusal(t('onlyXlsx'));
    if (file.size > MAX_BYTES) return setRefusal(t('tooLarge', { maxMb: PRODUCT_IMPORT_MAX_MB }));
    setUploading(file.name);
    try {
      const { jobId: queued } = await productImportApi.upload(file);
      setJobId(queued);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal(error.message);
    } finally {
      setUploading(undefined);
    }
  };

  const picker = (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        1. {t('step1')}{' '}
        <Button
          type="link"
          icon={<DownloadOutlined />}
          style={{ paddingInline: 0 }}
          onClick={() => void productImportApi.downloadTemplate().catch(() => undefined)}
        >
          {t('downloadTemplate')}
        </Button>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ margin: 0 }}>
        2. {t('step2', { maxMb: PRODUCT_IMPORT_MAX_MB })}
      </Typography.Paragraph>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        showUploadList={false}
        disabled={uploading !== undefined}
        beforeUpload={(file) => {
          void start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          {uploading ? t('uploading', { fileName: uploading }) : t('dragger')}
        </p>
        <p className="ant-upload-hint">{t('draggerHint', { maxMb: PRODUCT_IMPORT_MAX_MB })}</p>
      </Upload.Dragger>
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="import-refusal" />}
    </Flex>
  );

  const running =
    data && !finished ? (
      <Flex vertical gap={8} data-testid="import-progress">
        <Typography.Text>
          {t(`stage.${data.stage}`, { done: data.done, total: data.total })}
        </Typography.Text>
        <Progress percent={progressPercent(data)} status="active" />
      </Flex>
    ) : null;

  const outcome =
    data && finished ? (
      data.status === 'succeeded' ? (
        <Result
          status="success"
          title={t('succeeded', { count: data.imported ?? 0 })}
          subTitle={t('succeededDetail', { fileName: data.fileName })}
        />
      ) : data.issues.length > 0 ? (
        <RefusedRows job={data} />
      ) : (
        <Alert type="error" showIcon title={t('refusedTitle')} description={data.error} />
      )
    ) : null;

  return (
    <Modal
      open={props.open}
      title={t('title')}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          {data && finished && data.issues.length > 0 && (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void productImportApi.downloadReport(data.id).catch(() => undefined)}
            >
              {t('downloadReport')}
            </Button>
          )}
          {finished && <Button onClick={reset}>{t('another')}</Button>}
          <Button type={finished ? 'primary' : 'default'} onClick={close}>
            {t('close')}
          </Button>
        </Flex>
      }
    >
      {jobId === undefined ? picker : (running ?? outcome ?? <Progress percent={0} />)}
    </Modal>
  );
}
