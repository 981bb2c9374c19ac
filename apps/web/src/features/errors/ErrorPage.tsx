import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The 404 and 401 pages (spec §2 / §8): what happened, and a way back home. */
export function ErrorPage({ status }: { status: '404' | '403' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = status === '404' ? 'notFound' : 'denied';
  return (
    <Result
      status={status}
      title={status === '404' ? '404' : '401'}
      subTitle={t(`errorPages.${key}`)}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('errorPages.backHome')}
        </Button>
      }
    />
  );
}
