import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { viewFileUrl } from './view-file-url';

interface FileLinkProps {
  fileId: number;
  /** the file's name, shown as the link's text */
  name: string;
  /** shown instead of the name (the accessible name still says which file opens) */
  children?: ReactNode;
}

/**
 * A stored file as a link to its preview (`/viewFile?id=N`) in a new tab: a real link, so
 * Enter, middle-click and "open in new window" work; its accessible name says it opens a tab.
 */
export function FileLink({ fileId, name, children }: FileLinkProps) {
  const { t } = useTranslation('files');
  return (
    <Typography.Link
      href={viewFileUrl(fileId)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('link.opensInNewTab', { name })}
    >
      {children ?? name}
    </Typography.Link>
  );
}
