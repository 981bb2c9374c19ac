import { CloseOutlined } from '@ant-design/icons';
import { PREVIEW_KIND } from '@lading/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfigProvider, Image, Typography, theme } from 'antd';
import {
  cloneElement,
  useContext,
  useEffect,
  useState,
  type CSSProperties,
  type ReactElement,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../app/PageSpinner';
import { fileSequence } from './file-sequence';
import { ImageToolbar } from './ImageToolbar';
import { FILES_KEY, fileBytesQuery } from './useFiles';
import type { ViewerProps } from './viewer-props';
import { ViewerFailure } from './ViewerStatus';
import './image-viewer.css';

/** spec §9: the image viewer's layer is above everything else. */
const PREVIEW_Z_INDEX = 9999;

/** The bytes of each image of the record (a failed one as its error, the others still shown). */
function useImageBytes(ids: number[]) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...FILES_KEY, 'images', ids],
    queryFn: () =>
      Promise.all(
        ids.map((id) =>
          queryClient.fetchQuery(fileBytesQuery(id)).catch((error: unknown) => ({ error })),
        ),
      ),
    staleTime: Infinity,
  });
}

/** Object URLs of the blobs, released when they change or the viewer closes. */
function useObjectUrls(results: (Blob | { error: unknown })[] | undefined) {
  const [urls, setUrls] = useState<(string | undefined)[]>([]);
  useEffect(() => {
    if (!results) return;
    const made = results.map((result) =>
      result instanceof Blob ? URL.createObjectURL(result) : undefined,
    );
    setUrls(made);
    return () => made.forEach((url) => url && URL.revokeObjectURL(url));
  }, [results]);
  return urls;
}

/**
 * A JPEG or PNG file, and antd's image viewer over all the images of its record (previous,
 * next), with the spec's buttons (ImageToolbar). Escape closes the viewer, as antd does.
 */
export default function ImageViewer({ file }: ViewerProps) {
  const { t } = useTranslation('files');
  const { token } = theme.useToken();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const images = fileSequence(file).filter((sibling) => PREVIEW_KIND[sibling.format] === 'image');
  const index = images.findIndex((image) => image.id === file.id);
  const bytes = useImageBytes(images.map((image) => image.id));
  const urls = useObjectUrls(bytes.data);
  const [naturalSize, setNaturalSize] = useState(false);

  const own = bytes.data?.[index];
  if (bytes.isError) return <ViewerFailure error={bytes.error} fileId={file.id} />;
  if (own && !(own instanceof Blob))
    return (
      <ViewerFailure error={own.error} fileId={file.id} onRetry={() => void bytes.refetch()} />
    );
  const src = urls[index];
  if (!src) return <PageSpinner />;

  const shown = images.flatMap((image, at) => {
    const url = urls[at];
    return url ? [{ src: url, alt: image.name }] : [];
  });
  return (
    <div
      style={{
        flex: 1,
        minHeight: 0,
        overflow: 'auto',
        padding: 24,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 12,
        background: token.colorBgLayout,
      }}
    >
      <Typography.Text type="secondary">{t('image.hint')}</Typography.Text>
      <Image.PreviewGroup
        items={shown}
        preview={{
          zIndex: PREVIEW_Z_INDEX,
          closeIcon: <CloseOutlined aria-label={t('image.close')} />,
          countRender: (current, total) => t('image.position', { current, total }),
          onChange: () => setNaturalSize(false),
          onOpenChange: () => setNaturalSize(false),
          // the dialog's name; each image is named by its file (antd drops an item's alt)
          alt: t('image.viewer'),
          imageRender: (original, { current }) => {
            const image = original as ReactElement<{ style?: CSSProperties; alt?: string }>;
            const style = naturalSize
              ? { ...image.props.style, maxWidth: 'none', maxHeight: 'none' }
              : image.props.style;
            return cloneElement(image, { alt: shown[current]?.alt ?? '', style });
          },
          actionsRender: (_, { actions, transform, current, total }) => (
            <ImageToolbar
              actions={actions}
              scale={transform.scale}
              current={current}
              total={total}
              buttonClass={`${getPrefixCls('image')}-preview-actions-action`}
              onNaturalSize={setNaturalSize}
            />
          ),
        }}
        // image-viewer.css: antd's side arrows give way to the toolbar's previous and next
        classNames={{ popup: { root: 'lading-image-preview' } }}
      >
        <Image
          src={src}
          alt={file.name}
          aria-label={t('image.open', { name: file.name })}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      </Image.PreviewGroup>
    </div>
  );
}
