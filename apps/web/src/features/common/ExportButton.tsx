import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDownload } from './useDownload';

/**
 * The Export button of a list page: runs the Excel download `run` (usually
 * `someApi.exportExcel(filters)`), spinning until it ends and saying so when it succeeds.
 */
export function ExportButton(props: { run: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const download = useDownload(() => props.run().then(() => t('status.success')));
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={download.busy}
      onClick={() => void download.start()}
    >
      {t('actions.export')}
    </Button>
  );
}
