import { z } from 'zod';
import { labelNames } from '../i18n/labels/label';

/**
 * Files, once for the whole app (issue 17): uploaded by a multipart stream, their type read
 * from their bytes, stored content-addressed (sha256), downloaded and previewed through
 * `/viewFile` with the permission of the record that owns them.
 */

/** The largest file an upload takes, in megabytes. */
export const FILE_MAX_MB = 20;

/**
 * The formats a file may have, told by its content (never its name): the documents a
 * supplier sends (PDF, Word, Excel, PowerPoint) and photos or scans (JPEG, PNG).
 */
export const FILE_FORMATS = ['pdf', 'docx', 'xlsx', 'pptx', 'jpg', 'png'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export const FILE_FORMAT_NAMES = labelNames(
  FILE_FORMATS,
  (value) => `dueDiligence:formats.${value}` as const,
);

/** How `/viewFile` shows a format. */
export const PREVIEW_KIND: Record<FileFormat, 'pdf' | 'image' | 'docx' | 'xlsx' | 'pptx'> = {
  pdf: 'pdf',
  jpg: 'image',
  png: 'image',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
};

/** A stored file as its readers see it. */
export const storedFileItem = z.object({
  id: z.number().int(),
  /** the name it was uploaded with */
  name: z.string(),
  format: z.enum(FILE_FORMATS),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  /** what the file is, e.g. "NDA · v2 · Acme Ltd" */
  title: z.string(),
  /** the other files of the same record (a supplier's files), for previous/next in the viewer */
  siblings: z.array(
    z.object({ id: z.number().int(), name: z.string(), format: z.enum(FILE_FORMATS) }),
  ),
});
export type StoredFileItem = z.infer<typeof storedFileItem>;

/** A workbook read on the server for the preview: each sheet's first rows as text. */
export const sheetPreview = z.object({
  sheets: z.array(
    z.object({
      name: z.string(),
      rows: z.array(z.array(z.string())),
      /** more rows or columns than shown */
      truncated: z.boolean(),
    }),
  ),
});
export type SheetPreview = z.infer<typeof sheetPreview>;

/** Rows and columns a sheet preview holds at most. */
export const SHEET_PREVIEW_ROWS = 500;
export const SHEET_PREVIEW_COLUMNS = 50;

export const fileContentQuery = z.strictObject({
  /** 1: as an attachment (download); otherwise inline where the format is safe to show */
  download: z.coerce.number().int().min(0).max(1).optional(),
});
