import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { downloadStoredFile } from './useFiles';

/**
 * Saves the stored file under its own name. A refusal is already told by the HTTP client (a
 * toast); anything else is a bug and is thrown.
 */
export function DownloadButton({ fileId, type }: { fileId: number; type?: ButtonProps['type'] }) {
  const { t } = useTranslation('files');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await downloadStoredFile(fileId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type={type} icon={<DownloadOutlined />} loading={busy} onClick={() => void start()}>
      {t('header.download')}
    </Button>
  );
}
