import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';

/** Runs an Excel export with a busy flag; the HTTP client has already shown a failure. */
export function useReferenceExport(run: () => Promise<void>) {
  const { t } = useTranslation('reference');
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      await run();
      void message.success(t('status.success', { ns: 'common' }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setExporting(false);
    }
  };
  return { exportExcel, exporting };
}
