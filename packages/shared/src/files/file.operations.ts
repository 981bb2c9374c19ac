import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { fileContentQuery, sheetPreview, storedFileItem } from './file.contract';

const tags = ['files'];

/**
 * Reading a stored file (issue 17). Each needs a session, and the server checks the
 * caller's permission on the record that owns the file (a supplier file: reading
 * suppliers, within the caller's supplier scope), as for any other record: a file the
 * caller may not see answers 404.
 */
export const fileOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/files/:id',
    access: 'signedIn',
    summary:
      "A stored file's name, format, size, checksum, what it is and its record's other files",
    tags,
    params: idParams,
    answer: storedFileItem,
  }),
  content: defineOperation({
    method: 'GET',
    path: '/files/:id/content',
    access: 'signedIn',
    summary:
      'The file itself: inline for PDF and images (download=1: as an attachment), an attachment for the rest; nosniff, no HTML',
    tags,
    params: idParams,
    query: fileContentQuery,
    answer: 'file',
    fileTypes: ['application/pdf', 'image/jpeg', 'image/png', 'application/octet-stream'],
  }),
  sheet: defineOperation({
    method: 'GET',
    path: '/files/:id/sheet',
    access: 'signedIn',
    summary: "An Excel file's sheets read for the preview (first 500 rows × 50 columns as text)",
    tags,
    params: idParams,
    answer: sheetPreview,
  }),
  pdf: defineOperation({
    method: 'GET',
    path: '/files/:id/pdf',
    access: 'signedIn',
    summary:
      'A PowerPoint file converted to PDF for the preview (LibreOffice on the server, cached); 409 when the server has no converter',
    tags,
    params: idParams,
    answer: 'file',
    fileTypes: ['application/pdf'],
  }),
} as const;
