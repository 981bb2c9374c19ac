import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask } from 'pdfjs-dist';
// the worker is bundled with the app (a hashed asset), not fetched from a CDN
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Where the build puts pdf.js's data files (vite.config.ts, `pdfjsAssets`). */
const PDFJS_ASSET_PATH = 'pdfjs';

/** pdf.js wants absolute folder URLs with the trailing slash (its worker fetches them). */
const assetUrl = (folder: string) =>
  new URL(`${import.meta.env.BASE_URL}${PDFJS_ASSET_PATH}/${folder}/`, window.location.href).href;

/** CSS pixels per PDF point: a page at zoom 100 % is as large as on paper. */
export const PDF_TO_CSS = 96 / 72;

/**
 * Opens a PDF held in memory. The character maps make Chinese text without embedded fonts
 * render; the standard fonts stand in for the 14 fonts PDFs may leave out; all of it from
 * Lading's own `/pdfjs/…`. No eval: the app's CSP allows none.
 */
export function openPdf(data: ArrayBuffer): PDFDocumentLoadingTask {
  return getDocument({
    data: new Uint8Array(data),
    cMapUrl: assetUrl('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: assetUrl('standard_fonts'),
    wasmUrl: assetUrl('wasm'),
    iccUrl: assetUrl('iccs'),
    isEvalSupported: false,
  });
}
