import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PDF_TO_CSS } from './pdf-document';

export interface PageSize {
  width: number;
  height: number;
}

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** 1 = 100 % */
  zoom: number;
  /** the page's size at 100 % in CSS pixels, as far as known (the first page's until drawn) */
  size: PageSize;
  onSize: (pageNumber: number, size: PageSize) => void;
  /** the scrolling element the page is seen in */
  root: HTMLElement | null;
}

/**
 * One page of a PDF on a canvas, drawn only while it is within a screen of the visible part
 * (a long document does not hold hundreds of canvases), sharp on high-density screens.
 */
export function PdfPage({ doc, pageNumber, zoom, size, onSize, root }: PdfPageProps) {
  const { t } = useTranslation('files');
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !holder.current) return;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      { root, rootMargin: '100% 0px' },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    if (!near) {
      // a page far away gives its pixels back
      target.width = 0;
      target.height = 0;
      return;
    }
    let cancelled = false;
    let task: RenderTask | undefined;
    const draw = async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const natural = page.getViewport({ scale: PDF_TO_CSS });
      onSize(pageNumber, { width: natural.width, height: natural.height });
      const viewport = page.getViewport({ scale: zoom * PDF_TO_CSS });
      const density = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * density);
      target.height = Math.floor(viewport.height * density);
      task = page.render({
        canvas: target,
        viewport,
        ...(density !== 1 ? { transform: [density, 0, 0, density, 0, 0] } : {}),
      });
      await task.promise;
    };
    draw().catch((error: unknown) => {
      // a newer zoom or scroll cancelled this drawing: nothing to tell; a page pdf.js cannot
      // draw stays blank, its neighbours still show
      if ((error as { name?: string } | null)?.name !== 'RenderingCancelledException')
        console.error(error);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, zoom, near, onSize]);

  const width = Math.floor(size.width * zoom);
  const height = Math.floor(size.height * zoom);
  return (
    <div
      ref={holder}
      style={{
        width,
        height,
        flex: 'none',
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0,0,0,0.3)',
      }}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('pdf.page', { page: pageNumber, total: doc.numPages })}
        style={{ width, height, display: 'block' }}
      />
    </div>
  );
}
