import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../app/document-title';

/**
 * The 404 and 401 pages (spec §2 / §8): what happened, and a way back home. Outside the
 * shell, so the page is its own main landmark with its own h1 (issue 22).
 */
export function ErrorPage({ status }: { status: '404' | '403' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = status === '404' ? 'notFound' : 'denied';
  const title = t(`errorPages.${key}Title`);
  useDocumentTitle(title);
  return (
    <main>
      <Result
        status={status}
        title={
          // the Result's title look, as a heading
          <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>
            {status === '404' ? '404' : '401'} · {title}
          </h1>
        }
        subTitle={t(`errorPages.${key}`)}
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('errorPages.backHome')}
          </Button>
        }
      />
    </main>
  );
}
