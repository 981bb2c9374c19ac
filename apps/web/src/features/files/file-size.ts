import { formatNumber } from '@lading/shared';

const KB = 1024;
const MB = KB * 1024;

/** A file's size for people: `512 B`, `12.5 KB`, `3.2 MB` (units are the same in zh and en). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${formatNumber(bytes / KB, 1)} KB`;
  return `${formatNumber(bytes / MB, 1)} MB`;
}
