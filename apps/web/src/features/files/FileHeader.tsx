import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { FILE_FORMAT_NAMES, formatDateTime, toLanguage, type StoredFileItem } from '@lading/shared';
import { Button, Space, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DownloadButton } from './DownloadButton';
import { fileNeighbours, type FileSibling } from './file-sequence';
import { formatFileSize } from './file-size';
import { viewFileUrl } from './view-file-url';

/**
 * The bar above the viewer: what the file is (the page's h1), its format, size, who uploaded
 * it and when; previous and next among its record's files; the download.
 */
export function FileHeader({ file }: { file: StoredFileItem }) {
  const { t, i18n } = useTranslation('files');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { previous, next, position, total } = fileNeighbours(file);
  const go = (sibling: FileSibling) => void navigate(viewFileUrl(sibling.id));
  const heading = file.title || file.name;
  const term: CSSProperties = { color: token.colorTextSecondary };
  const details: [string, string][] = [
    [t('header.format'), FILE_FORMAT_NAMES[file.format][toLanguage(i18n.language)]],
    [t('header.size'), formatFileSize(file.size)],
    [t('header.uploadedBy'), file.uploadedBy],
    [t('header.uploadedAt'), formatDateTime(file.uploadedAt)],
  ];

  return (
    <header
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '8px 24px',
        padding: '12px 24px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div style={{ flex: '1 1 360px', minWidth: 0 }}>
        <h1
          style={{
            margin: 0,
            fontSize: token.fontSizeHeading4,
            lineHeight: 1.4,
            overflowWrap: 'anywhere',
          }}
        >
          {heading}
        </h1>
        {heading !== file.name && (
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{file.name}</Typography.Text>
        )}
        <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '0 20px', margin: '4px 0 0' }}>
          {details.map(([label, value]) => (
            <div key={label} style={{ display: 'flex', gap: 6 }}>
              <dt style={term}>{label}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Space wrap>
        {total > 1 && (
          <>
            <Button
              icon={<LeftOutlined />}
              disabled={!previous}
              aria-label={
                previous ? t('header.previousFile', { name: previous.name }) : t('header.previous')
              }
              onClick={() => previous && go(previous)}
            >
              {t('header.previous')}
            </Button>
            <Typography.Text>{t('header.position', { current: position, total })}</Typography.Text>
            <Button
              icon={<RightOutlined />}
              iconPlacement="end"
              disabled={!next}
              aria-label={next ? t('header.nextFile', { name: next.name }) : t('header.next')}
              onClick={() => next && go(next)}
            >
              {t('header.next')}
            </Button>
          </>
        )}
        <DownloadButton fileId={file.id} type="primary" />
      </Space>
    </header>
  );
}
