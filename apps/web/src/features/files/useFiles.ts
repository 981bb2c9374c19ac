import { fileOperations } from '@lading/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, downloadFile, readFile } from '../../api/call';

/** Every stored-file query starts with this key. */
export const FILES_KEY = ['files'] as const;

/**
 * A stored file's name, format, size and siblings. Quiet: the page says what went wrong
 * (not found, no network) in place of the file; a 401 still asks to sign in again.
 */
export const useStoredFile = (id: number | undefined) =>
  useQuery({
    queryKey: [...FILES_KEY, id],
    queryFn: ({ signal }) =>
      call(fileOperations.get, { params: { id: id! } }, { quiet: true, signal }),
    enabled: id !== undefined,
  });

/**
 * A stored file's bytes for a viewer: the file itself, or (`pdf`) a PowerPoint converted to
 * PDF by the server. Quiet, as above; a stored file never changes, so its bytes stay fresh.
 */
export const fileBytesQuery = (id: number, as: 'content' | 'pdf' = 'content') =>
  queryOptions({
    queryKey: [...FILES_KEY, id, as],
    queryFn: ({ signal }) =>
      as === 'pdf'
        ? readFile(fileOperations.pdf, { params: { id } }, { quiet: true, signal })
        : readFile(fileOperations.content, { params: { id }, query: {} }, { quiet: true, signal }),
    staleTime: Infinity,
  });

export const useFileBytes = (id: number, as: 'content' | 'pdf' = 'content') =>
  useQuery(fileBytesQuery(id, as));

/** A workbook's sheets as text, read by the server for the preview. */
export const useSheetPreview = (id: number) =>
  useQuery({
    queryKey: [...FILES_KEY, id, 'sheet'],
    queryFn: ({ signal }) =>
      call(fileOperations.sheet, { params: { id } }, { quiet: true, signal }),
    staleTime: Infinity,
  });

/** Saves the file under its own name (the server answers it as an attachment). */
export const downloadStoredFile = (id: number) =>
  downloadFile(fileOperations.content, { params: { id }, query: { download: 1 } });
