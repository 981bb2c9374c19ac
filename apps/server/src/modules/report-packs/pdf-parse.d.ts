/** pdf-parse 1.1 (tests only): the text of a PDF. Its lib entry skips the debug-mode file read. */
declare module 'pdf-parse/lib/pdf-parse.js' {
  export default function pdfParse(data: Buffer): Promise<{ text: string; numpages: number }>;
}
