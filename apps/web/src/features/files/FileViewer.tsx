import { PREVIEW_KIND } from '@lading/shared';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageErrorBoundary } from '../../app/PageErrorBoundary';
import { PageSpinner } from '../../app/PageSpinner';
import type { ViewerProps } from './viewer-props';

type PreviewKind = (typeof PREVIEW_KIND)[keyof typeof PREVIEW_KIND];

/** One lazy chunk per viewer: pdf.js, docx-preview and the table load only when needed. */
const VIEWERS: Record<PreviewKind, LazyExoticComponent<ComponentType<ViewerProps>>> = {
  pdf: lazy(() => import('./PdfFileViewer')),
  image: lazy(() => import('./ImageViewer')),
  docx: lazy(() => import('./DocxViewer')),
  xlsx: lazy(() => import('./SheetViewer')),
  pptx: lazy(() => import('./PptxViewer')),
};

/** The viewer for the file's format (PREVIEW_KIND); a viewer that fails says so, not a blank. */
export function FileViewer({ file }: ViewerProps) {
  const Viewer = VIEWERS[PREVIEW_KIND[file.format]];
  return (
    <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <PageErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Viewer file={file} />
        </Suspense>
      </PageErrorBoundary>
    </div>
  );
}
