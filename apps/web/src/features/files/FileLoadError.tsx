import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';

type Failure = { kind: 'noId' } | { kind: 'failed'; error: unknown; onRetry: () => void };

/**
 * Why there is no file to show — a link without an id, a file that does not exist or that
 * the user may not see (the server answers both 404), no network, or the server's own
 * message — as the page's h1, never a blank page.
 */
export function FileLoadError(failure: Failure) {
  const { t } = useTranslation('files');
  const error = failure.kind === 'failed' ? failure.error : undefined;
  const code = error instanceof ApiError ? error.code : undefined;
  const [status, title, detail] =
    failure.kind === 'noId'
      ? (['404', t('errors.noId'), t('errors.noIdDetail')] as const)
      : code === 404 || code === 403
        ? (['404', t('errors.notFound'), t('errors.notFoundDetail')] as const)
        : code === 0
          ? (['warning', t('errors.network'), t('errors.networkDetail')] as const)
          : ([
              'error',
              t('errors.failed'),
              error instanceof ApiError ? error.message : '',
            ] as const);
  return (
    <Result
      status={status}
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{title}</h1>}
      subTitle={detail}
      extra={
        failure.kind === 'failed' &&
        status !== '404' && (
          <Button type="primary" onClick={failure.onRetry}>
            {t('errors.retry')}
          </Button>
        )
      }
    />
  );
}
