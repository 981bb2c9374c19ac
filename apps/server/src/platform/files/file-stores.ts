import type { AppConfig } from '../../config';
import { LocalFileStorage, type FileStorage } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

/** What decides where files are kept: the files directory, and the bucket if one is set. */
export type FilesSettings = Pick<AppConfig, 'filesDir' | 'fileStore'>;

const stores = new Map<string, FileStorage>();

/**
 * The storage the settings name (one per process and settings): the bucket of
 * FILES_S3_BUCKET, receiving uploads and caching previews in the files directory; else the
 * files directory alone.
 */
export function fileStorageAt(settings: FilesSettings): FileStorage {
  const key = JSON.stringify([settings.filesDir, settings.fileStore ?? null]);
  let store = stores.get(key);
  if (!store) {
    store = settings.fileStore
      ? new S3FileStorage(settings.fileStore, settings.filesDir)
      : new LocalFileStorage(settings.filesDir);
    stores.set(key, store);
  }
  return store;
}
