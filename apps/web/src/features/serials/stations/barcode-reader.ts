import type { BarcodeFormat, DetectedBarcode } from 'barcode-detector/ponyfill';

/** What the camera reads: QR codes, Code 128 and Data Matrix (GS1 variants included). */
export const CAMERA_FORMATS: BarcodeFormat[] = ['qr_code', 'code_128', 'data_matrix'];

/** The part of the Barcode Detection API the camera dialog uses. */
export interface CodeReader {
  detect(source: HTMLVideoElement): Promise<Pick<DetectedBarcode, 'rawValue'>[]>;
}

interface DetectorClass {
  new (options: { formats: BarcodeFormat[] }): CodeReader;
  getSupportedFormats(): Promise<readonly string[]>;
}

/**
 * The browser's own BarcodeDetector when it reads all three formats; else the
 * `barcode-detector` ponyfill (ZXing compiled to WebAssembly), loaded only now, as its own
 * chunk, with its .wasm served by Lading (zxing-reader.ts).
 */
export async function createCodeReader(): Promise<CodeReader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      const supported = await Native.getSupportedFormats();
      if (CAMERA_FORMATS.every((format) => supported.includes(format)))
        return new Native({ formats: CAMERA_FORMATS });
    } catch {
      // a detector that cannot say what it reads is not used
    }
  }
  const { createZxingReader } = await import('./zxing-reader');
  return createZxingReader(CAMERA_FORMATS);
}
