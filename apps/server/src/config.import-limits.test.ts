import { describe, expect, it } from 'vitest';
import { defaultImportLimits, readConfig } from './config';

describe('import limits', () => {
  it('defaults: 32,767 characters a cell, 200 MB unpacked, 100:1 over 1 MB, 10,000 entries, 256 MB heap', () => {
    expect(readConfig({}).importLimits).toEqual({
      maxCellChars: 32_767,
      maxInflatedBytes: 200 * 1024 * 1024,
      maxCompressionRatio: 100,
      ratioFloorBytes: 1024 * 1024,
      maxZipEntries: 10_000,
      workerHeapMb: 256,
    });
    expect(readConfig({}).importLimits).toEqual(defaultImportLimits);
  });

  it('reads LADING_IMPORT_* and refuses a wrong value at start', () => {
    const limits = readConfig({
      LADING_IMPORT_MAX_UNPACKED_MB: '50',
      LADING_IMPORT_MAX_COMPRESSION_RATIO: '300',
      LADING_IMPORT_MAX_ZIP_ENTRIES: '500',
      LADING_IMPORT_WORKER_MEMORY_MB: '512',
    }).importLimits;
    expect(limits).toMatchObject({
      maxInflatedBytes: 50 * 1024 * 1024,
      maxCompressionRatio: 300,
      maxZipEntries: 500,
      workerHeapMb: 512,
    });
    expect(() => readConfig({ LADING_IMPORT_MAX_UNPACKED_MB: '0' })).toThrow(/UNPACKED_MB/);
    expect(() => readConfig({ LADING_IMPORT_MAX_COMPRESSION_RATIO: '2' })).toThrow(/RATIO/);
    expect(() => readConfig({ LADING_IMPORT_WORKER_MEMORY_MB: 'lots' })).toThrow(/MEMORY_MB/);
  });
});
