import { recordId } from '@lading/shared';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/document-title';
import { PageSpinner } from '../../app/PageSpinner';
import { FileHeader } from './FileHeader';
import { FileLoadError } from './FileLoadError';
import { FileViewer } from './FileViewer';
import { useStoredFile } from './useFiles';

/**
 * `/viewFile?id=N` (issue 17, spec §2: a route outside the shell, opened in a new tab by every
 * file link): the file's details and download, previous/next among its record's files, and
 * the viewer its format calls for. Signed-in only; the server answers 404 for a file the
 * user may not see.
 */
export default function ViewFilePage() {
  const { t } = useTranslation('files');
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const parsed = recordId.safeParse(params.get('id') ?? undefined);
  const id = parsed.success ? parsed.data : undefined;
  const file = useStoredFile(id);
  const screen = t('pageTitle');
  useDocumentTitle(file.data ? `${file.data.name} · ${screen}` : screen);

  let content;
  if (id === undefined) content = <FileLoadError kind="noId" />;
  else if (file.isPending) content = <PageSpinner />;
  else if (file.isError)
    content = (
      <FileLoadError kind="failed" error={file.error} onRetry={() => void file.refetch()} />
    );
  else
    content = (
      <>
        <FileHeader file={file.data} />
        <FileViewer key={file.data.id} file={file.data} />
      </>
    );

  return (
    <main
      style={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
      }}
    >
      {content}
    </main>
  );
}
