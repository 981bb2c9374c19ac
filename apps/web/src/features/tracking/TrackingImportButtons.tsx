import { DownloadOutlined } from '@ant-design/icons';
import {
  TRACKING_TEMPLATE_MAX,
  trackingImportOperations,
  type TrackingImportJob,
  type TrackingTemplateRequest,
} from '@lading/shared';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/call';
import { Can } from '../../auth/Guards';
import { useDownload } from '../common/useDownload';
import { ImportButton } from '../import/ImportButton';
import { CONTAINERS_KEY } from '../planning/usePlanning';
import { TRACKING_WRITE } from './useTracking';

export interface TrackingImportButtonsProps {
  /** The rows selected in the list: the template holds them when there are any. */
  selectedIds: readonly number[];
  /** The list's filters and sort (its `unpaged` query): the template's rows when none is selected. */
  filters: Omit<TrackingTemplateRequest, 'ids'>;
  /** How many containers the filters find (the list's total). */
  total: number;
}

/** Under the success title: containers changed and rows that changed nothing. */
function TrackingImportDetail(props: { job: TrackingImportJob }) {
  const { t } = useTranslation('tracking');
  const { job } = props;
  return (
    <span data-testid="tracking-import-counts">
      {t('import.counts', {
        updated: job.updated,
        unchanged: job.unchanged,
        fileName: job.fileName,
      })}
    </span>
  );
}

const successDetail = (job: TrackingImportJob) => <TrackingImportDetail job={job} />;

/**
 * Tracking update by Excel on the shipping plan's toolbar (issue 15), shown only with
 * `tracking.write`: "Download tracking template" — of the selected rows, or of the filtered
 * list when none is selected (the button says which) — and "Import tracking", the import
 * dialog every Excel import uses (progress, all or nothing, refused rows with the reasons).
 */
export function TrackingImportButtons(props: TrackingImportButtonsProps) {
  const { t } = useTranslation('tracking');
  const common = useTranslation('common').t;
  const { selectedIds, filters, total } = props;
  const selected = selectedIds.length;
  const download = useDownload(async () => {
    const query: TrackingTemplateRequest =
      selected > 0 ? { ...filters, ids: [...selectedIds] } : filters;
    await downloadFile(trackingImportOperations.filledTemplate, { query });
    return common('status.success');
  });
  const label =
    selected > 0
      ? t('import.templateOfSelected', { count: selected })
      : t('import.templateOfFiltered', { count: total });
  const empty = selected === 0 && total === 0;
  return (
    <Can resource={TRACKING_WRITE}>
      <Tooltip
        title={
          empty
            ? t('import.templateEmpty')
            : t('import.templateScope', { max: TRACKING_TEMPLATE_MAX })
        }
      >
        <Button
          icon={<DownloadOutlined />}
          loading={download.busy}
          disabled={empty}
          onClick={() => void download.start()}
          data-testid="tracking-template"
        >
          {label}
        </Button>
      </Tooltip>
      <ImportButton<TrackingImportJob>
        resource={TRACKING_WRITE}
        label={t('import.button')}
        operations={trackingImportOperations}
        jobKey="trackingImport"
        texts={{ ns: 'tracking', prefix: 'import' }}
        invalidate={[CONTAINERS_KEY]}
        successDetail={successDetail}
      />
    </Can>
  );
}
