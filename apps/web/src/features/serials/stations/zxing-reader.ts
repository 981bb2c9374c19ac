import { BarcodeDetector, prepareZXingModule, type BarcodeFormat } from 'barcode-detector/ponyfill';
// the reader's WebAssembly, emitted into the build's assets by Vite: served by Lading, no CDN
// (the ponyfill's default is a CDN address). zxing-wasm is the exact version barcode-detector
// pins, so the .wasm matches the JavaScript glue bundled in the ponyfill.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Loads the ZXing module from Lading's own assets, then makes a detector for `formats`. */
export async function createZxingReader(formats: BarcodeFormat[]) {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? zxingWasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats });
}
