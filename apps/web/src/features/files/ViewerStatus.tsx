import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { PageSpinner } from '../../app/PageSpinner';
import { DownloadButton } from './DownloadButton';

/**
 * A file that cannot be shown: what went wrong (the server's message when it sent one, in the
 * user's language) and the way out, downloading it; a retry when the cause may pass.
 */
export function ViewerFailure({
  error,
  fileId,
  onRetry,
}: {
  error: unknown;
  fileId: number;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('files');
  const network = error instanceof ApiError && error.code === 0;
  const detail =
    error instanceof ApiError && error.message && !network
      ? error.message
      : t(network ? 'errors.networkDetail' : 'errors.previewFailedDetail');
  return (
    <Result
      status="warning"
      title={t(network ? 'errors.network' : 'errors.previewFailed')}
      subTitle={detail}
      extra={
        <Space wrap>
          <DownloadButton fileId={fileId} type="primary" />
          {onRetry && <Button onClick={onRetry}>{t('errors.retry')}</Button>}
        </Space>
      }
    />
  );
}

/** The server cannot make a preview of this file (no converter): say so, offer the download. */
export function PreviewUnavailable({ message, fileId }: { message: string; fileId: number }) {
  const { t } = useTranslation('files');
  return (
    <Result
      status="info"
      title={t('unavailable.title')}
      subTitle={message}
      extra={<DownloadButton fileId={fileId} type="primary" />}
    />
  );
}

/** A viewer's data: a spinner while it loads, the failure if it fails, else the viewer. */
export function Loaded<T>({
  query,
  fileId,
  children,
}: {
  query: UseQueryResult<T>;
  fileId: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <ViewerFailure error={query.error} fileId={fileId} onRetry={() => void query.refetch()} />
    );
  return <>{children(query.data)}</>;
}
