/**
 * The little of pdfmake 0.3 (no types of its own) that pack-pdf.ts uses: its server build,
 * fonts, the resource access policies, and a document as a Buffer.
 */
declare module 'pdfmake' {
  type FontFiles = Partial<Record<'normal' | 'bold' | 'italics' | 'bolditalics', string | Buffer>>;

  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }

  interface PdfMake {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: Record<string, unknown>): OutputDocument;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
