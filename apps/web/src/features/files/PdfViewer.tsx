import { ColumnWidthOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography, theme } from 'antd';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../app/PageSpinner';
import { openPdf } from './pdf-document';
import { PdfPage, type PageSize } from './PdfPage';
import { ViewerFailure } from './ViewerStatus';

/** The zoom steps of the + and − buttons (1 = 100 %). */
const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];
/** A4 portrait in CSS pixels, until the first page says its size. */
const A4: PageSize = { width: 794, height: 1123 };
const PADDING = 24;

const zoomIn = (zoom: number) => ZOOM_STEPS.find((step) => step > zoom + 0.001) ?? zoom;
const zoomOut = (zoom: number) =>
  [...ZOOM_STEPS].reverse().find((step) => step < zoom - 0.001) ?? zoom;

/** A PDF held in memory (a PDF file, or a PowerPoint the server converted), page by page. */
export function PdfViewer({ data, fileId }: { data: Blob; fileId: number }) {
  const { t } = useTranslation('files');
  const { token } = theme.useToken();
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [failure, setFailure] = useState<unknown>();
  const [sizes, setSizes] = useState<Record<number, PageSize>>({});
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [viewWidth, setViewWidth] = useState(0);
  /** undefined: fit the page width to the window */
  const [chosenZoom, setChosenZoom] = useState<number>();

  useEffect(() => {
    let cancelled = false;
    let task: ReturnType<typeof openPdf> | undefined;
    const open = async () => {
      const buffer = await data.arrayBuffer();
      if (cancelled) return;
      task = openPdf(buffer);
      const opened = await task.promise;
      if (!cancelled) setDoc(opened);
    };
    open().catch((error: unknown) => !cancelled && setFailure(error));
    return () => {
      cancelled = true;
      setDoc(undefined);
      void task?.destroy();
    };
  }, [data]);

  useEffect(() => {
    if (!scroller) return;
    const observer = new ResizeObserver(() => setViewWidth(scroller.clientWidth));
    observer.observe(scroller);
    setViewWidth(scroller.clientWidth);
    return () => observer.disconnect();
  }, [scroller]);

  const onSize = useCallback((pageNumber: number, size: PageSize) => {
    setSizes((known) =>
      known[pageNumber]?.width === size.width && known[pageNumber]?.height === size.height
        ? known
        : { ...known, [pageNumber]: size },
    );
  }, []);

  if (failure) return <ViewerFailure error={failure} fileId={fileId} />;
  if (!doc) return <PageSpinner />;

  const first = sizes[1] ?? A4;
  const fitZoom =
    viewWidth > 0 ? Math.min(2, Math.max(0.25, (viewWidth - 2 * PADDING) / first.width)) : 1;
  const zoom = chosenZoom ?? fitZoom;
  const pages = Array.from({ length: doc.numPages }, (_, index) => index + 1);

  return (
    <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <div
        role="toolbar"
        aria-label={t('pdf.toolbar')}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          padding: '4px 24px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Typography.Text>{t('pdf.pages', { count: doc.numPages })}</Typography.Text>
        <Space size={4}>
          <Tooltip title={t('pdf.zoomOut')}>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={t('pdf.zoomOut')}
              disabled={zoomOut(zoom) === zoom}
              onClick={() => setChosenZoom(zoomOut(zoom))}
            />
          </Tooltip>
          <Typography.Text aria-live="polite" style={{ minWidth: 96, textAlign: 'center' }}>
            {t('pdf.zoom', { percent: Math.round(zoom * 100) })}
          </Typography.Text>
          <Tooltip title={t('pdf.zoomIn')}>
            <Button
              icon={<ZoomInOutlined />}
              aria-label={t('pdf.zoomIn')}
              disabled={zoomIn(zoom) === zoom}
              onClick={() => setChosenZoom(zoomIn(zoom))}
            />
          </Tooltip>
          <Tooltip title={t('pdf.fitWidth')}>
            <Button
              icon={<ColumnWidthOutlined />}
              aria-label={t('pdf.fitWidth')}
              aria-pressed={chosenZoom === undefined}
              onClick={() => setChosenZoom(undefined)}
            />
          </Tooltip>
        </Space>
      </div>
      <div
        ref={setScroller}
        role="region"
        aria-label={t('pdf.document')}
        // the pages scroll by keyboard too (arrows, Page Down) once this has the focus
        tabIndex={0}
        style={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          padding: PADDING,
          background: token.colorBgLayout,
        }}
      >
        {/* as wide as the widest page, at least the window: centred, and scrolls when zoomed */}
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 16,
            width: 'max-content',
            minWidth: '100%',
          }}
        >
          {pages.map((pageNumber) => (
            <PdfPage
              key={pageNumber}
              doc={doc}
              pageNumber={pageNumber}
              zoom={zoom}
              size={sizes[pageNumber] ?? first}
              onSize={onSize}
              root={scroller}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
