import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';

/**
 * The Export button of a list page: runs the Excel download `run` (usually
 * `someApi.exportExcel(filters)`), spinning until it ends and saying so when it succeeds.
 */
export function ExportButton(props: { run: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      await props.run();
      void message.success(t('status.success'));
    } catch (error) {
      // The HTTP client has already shown why a call failed; anything else is a bug.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportExcel()}>
      {t('actions.export')}
    </Button>
  );
}
