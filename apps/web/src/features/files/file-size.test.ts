import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('file sizes', () => {
  it('are told in B, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(3_355_443)).toBe('3.2 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20.0 MB');
  });
});
