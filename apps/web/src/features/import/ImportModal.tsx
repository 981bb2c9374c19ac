import { DownloadOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  IMPORT_MAX_MB,
  type ImportIssue,
  type ImportJob,
  type ImportMapping,
  type ImportOperations,
  type ImportUploadOperation,
} from '@lading/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
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
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { downloadFile, uploadFile } from '../../api/call';
import { ApiError } from '../../api/http';
import { ColumnMapping } from './ColumnMapping';
import { isFinished, useImportJob } from './useImportJob';

const MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;

/**
 * What the picker offers. The server tells a file by its content (an old .xls is refused there
 * with how to fix it), so the name check here only stops what is plainly no table.
 */
const ACCEPT = '.xlsx,.xlsm,.csv';
const TABLE_FILE = /\.(xlsx|xlsm|xls|csv)$/i;

/** Overall progress: reading 5 %, checking up to 85 %, saving up to 100 %. */
export function progressPercent(job: ImportJob): number {
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

/**
 * Where an import's texts come from: the namespace `ns`, and when `prefix` is given,
 * `<prefix>.<key>` first with the namespace's own `<key>` as the fallback (so PO and SO
 * imports share one namespace and override only what differs).
 */
export interface ImportTexts {
  ns: 'productImport' | 'orderImport' | 'tracking' | 'serialData';
  /** `import`: the tracking and serialData namespaces keep their import's texts under `import.` */
  prefix?: 'po' | 'so' | 'import';
}

/** An import text's key: the product import has every one (the order import some per kind). */
type ImportTextKey = ParseKeys<'productImport'>;

function useImportT(texts: ImportTexts) {
  const { t } = useTranslation(texts.ns);
  // The key is checked here, at the adapter; the lookup with its `<prefix>.` fallback is not.
  const lookup = t as unknown as (key: string | string[], options: object) => string;
  return (key: ImportTextKey, options?: Record<string, unknown>) =>
    lookup(texts.prefix ? [`${texts.prefix}.${key}`, key] : key, options ?? {});
}

/** The refused rows: row number, column and reason, in the reader's language. */
export function RefusedRows(props: { job: ImportJob; texts: ImportTexts }) {
  const t = useImportT(props.texts);
  const { job } = props;
  const columns: TableColumnsType<ImportIssue> = [
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
      <Table<ImportIssue>
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
 * What the user should know about an import that went through (rows hidden by a filter were
 * imported, a total row was left out), as the server words them in the user's language.
 */
export function ImportNotices(props: { notices: readonly string[]; title: string }) {
  if (props.notices.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={props.title}
      data-testid="import-notices"
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {props.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      }
    />
  );
}

export interface ImportModalProps<J extends ImportJob> {
  open: boolean;
  onClose(): void;
  /** The server import's operations (template, upload, job, report). */
  operations: ImportOperations<J>;
  /** The query-cache name of the job (polled). */
  jobKey: string;
  texts: ImportTexts;
  /** Lists to refresh once the import has written. */
  invalidate?: readonly QueryKey[];
  /** What to say under the success title (default: the `succeededDetail` text). */
  successDetail?: (job: J) => ReactNode;
  /**
   * A preview before anything is written (imports that have one): the file goes first to
   * `operation`, a job that writes nothing; its outcome is shown by `render` with Apply and
   * Cancel; Apply sends the same file (and column mapping) to the upload.
   */
  preview?: { operation: ImportUploadOperation; render: (job: J) => ReactNode };
  /** Files the import reads besides tables, by extension (a binding file's EPCIS `json`). */
  otherFileTypes?: readonly string[];
}

/** Which upload a job came from: the preview (nothing written) or the import itself. */
type Phase = 'preview' | 'apply';

/**
 * An Excel import: download the template, pick an .xlsx/.xlsm or a CSV, watch the job's progress (polled
 * every 500 ms), then either "n … imported" (the lists refresh) or every refused row with
 * its reason and a report to download — nothing imported. Notices of a successful import
 * (hidden rows imported, a total row left out) are shown under its result. When required
 * columns were not found, the user maps them to the file's headers and the same file is sent
 * again with that mapping (ColumnMapping). With a preview, the file is first checked and
 * compared without writing, and applied only when the user says so. A job whose server
 * stopped mid-way (nothing applied) offers to run the same file again.
 */
export function ImportModal<J extends ImportJob>(props: ImportModalProps<J>) {
  const t = useImportT(props.texts);
  const { operations, invalidate } = props;
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number>();
  const [uploading, setUploading] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  /** The file last sent: sent again with a column mapping when the server asks for one. */
  const [sent, setSent] = useState<File>();
  const [sentMapping, setSentMapping] = useState<ImportMapping>();
  const firstPhase: Phase = props.preview ? 'preview' : 'apply';
  const [phase, setPhase] = useState<Phase>(firstPhase);
  const job = useImportJob(props.jobKey, operations, jobId);
  const data = job.data;
  const finished = isFinished(data);

  // Once per finished job (the lists given may be a new array on every render).
  const refresh = useRef(invalidate);
  refresh.current = invalidate;
  useEffect(() => {
    if (data?.status === 'succeeded' && phase === 'apply') {
      for (const queryKey of refresh.current ?? []) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
  }, [data?.status, phase, queryClient]);

  const reset = () => {
    setJobId(undefined);
    setUploading(undefined);
    setRefusal(undefined);
    setSent(undefined);
    setSentMapping(undefined);
    setPhase(firstPhase);
  };
  const close = () => {
    reset();
    props.onClose();
  };

  const start = async (file: File, mapping?: ImportMapping, to: Phase = phase) => {
    setRefusal(undefined);
    const other = props.otherFileTypes ?? [];
    const known =
      TABLE_FILE.test(file.name) ||
      other.some((ext) => file.name.toLowerCase().endsWith(`.${ext}`));
    if (!known) return setRefusal(t('onlyXlsx'));
    if (file.size > MAX_BYTES) return setRefusal(t('tooLarge', { maxMb: IMPORT_MAX_MB }));
    setUploading(file.name);
    try {
      // quiet: the refusal shows next to the file picker, not as a toast
      const upload =
        to === 'preview' && props.preview ? props.preview.operation : operations.upload;
      const { jobId: queued } = await uploadFile(upload, file, file.name, {
        quiet: true,
        // the file's header → the column it feeds, for headers the server did not know
        ...(mapping ? { fields: { mapping: JSON.stringify(mapping) } } : {}),
      });
      setSent(file);
      setSentMapping(mapping);
      setPhase(to);
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
          onClick={() => void downloadFile(operations.template).catch(() => undefined)}
        >
          {t('downloadTemplate')}
        </Button>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ margin: 0 }}>
        2. {t('step2', { maxMb: IMPORT_MAX_MB })}
      </Typography.Paragraph>
      <Upload.Dragger
        accept={[ACCEPT, ...(props.otherFileTypes ?? []).map((ext) => `.${ext}`)].join(',')}
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
        <p className="ant-upload-hint">{t('draggerHint', { maxMb: IMPORT_MAX_MB })}</p>
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

  /** A preview has run and waits for Apply or Cancel. */
  const previewed = data?.status === 'succeeded' && phase === 'preview' && props.preview;
  const outcome =
    data && finished ? (
      previewed ? (
        <Flex vertical gap={12} data-testid="import-preview">
          {previewed.render(data)}
          <ImportNotices notices={data.notices} title={t('noticesTitle')} />
          {refusal && <Alert type="error" showIcon title={refusal} data-testid="import-refusal" />}
        </Flex>
      ) : data.status === 'succeeded' ? (
        <Flex vertical gap={12}>
          <Result
            status="success"
            title={t('succeeded', { count: data.imported ?? 0 })}
            subTitle={
              props.successDetail
                ? props.successDetail(data)
                : t('succeededDetail', { fileName: data.fileName })
            }
          />
          <ImportNotices notices={data.notices} title={t('noticesTitle')} />
        </Flex>
      ) : data.issues.length > 0 ? (
        <RefusedRows job={data} texts={props.texts} />
      ) : (
        <Flex vertical gap={12}>
          <Alert type="error" showIcon title={t('refusedTitle')} description={data.error} />
          {data.rerunnable && sent && (
            // its server stopped mid-job, nothing was applied: the chosen file is still here
            <Button
              type="primary"
              icon={<ReloadOutlined />}
              style={{ alignSelf: 'flex-start' }}
              loading={uploading !== undefined}
              onClick={() => void start(sent, sentMapping)}
            >
              {t('runAgain')}
            </Button>
          )}
          {data.mapping && sent && (
            <ColumnMapping
              info={data.mapping}
              t={t}
              busy={uploading !== undefined}
              onSubmit={(mapping) => void start(sent, mapping)}
            />
          )}
          {refusal && <Alert type="error" showIcon title={refusal} data-testid="import-refusal" />}
        </Flex>
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
              onClick={() =>
                void downloadFile(operations.report, { params: { jobId: data.id } }).catch(
                  () => undefined,
                )
              }
            >
              {t('downloadReport')}
            </Button>
          )}
          {previewed && sent ? (
            <>
              <Button onClick={reset}>{t('preview.cancel')}</Button>
              <Button
                type="primary"
                loading={uploading !== undefined}
                onClick={() => void start(sent, sentMapping, 'apply')}
              >
                {t('preview.apply')}
              </Button>
            </>
          ) : (
            <>
              {finished && <Button onClick={reset}>{t('another')}</Button>}
              <Button type={finished ? 'primary' : 'default'} onClick={close}>
                {t('close')}
              </Button>
            </>
          )}
        </Flex>
      }
    >
      {jobId === undefined ? picker : (running ?? outcome ?? <Progress percent={0} />)}
    </Modal>
  );
}
