import { FilePdfOutlined, FilePptOutlined } from '@ant-design/icons';
import {
  REPORT_PACK_FORMATS,
  reportPackOperations,
  type ReportPackFormat,
  type ReportPackReport,
} from '@lading/shared';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { ApiError } from '../../api/http';
import { usePermissions } from '../../auth/session';
import { packFilters } from './pack-filters';
import { ReportPackDialog } from './ReportPackDialog';

const ICONS = { pdf: <FilePdfOutlined />, pptx: <FilePptOutlined /> };

/**
 * PDF and PowerPoint beside a report's Excel export (issue 15): asks the server for a pack of
 * `report` with `filters` — the query the screen's figures are read with — and follows it
 * in a progress dialog until it is downloaded.
 */
export function ReportPackButtons(props: {
  report: ReportPackReport;
  filters: Readonly<Record<string, unknown>>;
}) {
  const { t } = useTranslation('reportPacks');
  const { can } = usePermissions();
  const [asking, setAsking] = useState<ReportPackFormat>();
  const [pack, setPack] = useState<{ format: ReportPackFormat; jobId: number; open: boolean }>();
  if (!can('reports.read')) return null;

  const start = async (format: ReportPackFormat) => {
    setAsking(format);
    try {
      const { jobId } = await call(reportPackOperations.create, {
        body: { report: props.report, format, filters: packFilters(props.filters) },
      });
      setPack({ format, jobId, open: true });
    } catch (error) {
      // the HTTP client has said why
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setAsking(undefined);
    }
  };

  return (
    <>
      <Space>
        {REPORT_PACK_FORMATS.map((format) => (
          <Button
            key={format}
            icon={ICONS[format]}
            title={t(`actions.${format}Hint`)}
            loading={asking === format}
            disabled={asking !== undefined && asking !== format}
            onClick={() => void start(format)}
          >
            {t(`actions.${format}`)}
          </Button>
        ))}
      </Space>
      {pack && (
        <ReportPackDialog
          key={pack.jobId}
          format={pack.format}
          jobId={pack.jobId}
          open={pack.open}
          // closed, then gone: antd gives the focus back to the button as the dialog closes
          onClose={() => setPack({ ...pack, open: false })}
          afterClose={() => setPack(undefined)}
        />
      )}
    </>
  );
}
