import type { ImportJob, ImportOperations } from '@lading/shared';
import { vi } from 'vitest';
import { call, downloadFile, uploadFile } from '../../api/call';

/**
 * The server's side of one import, stood in for at the one client: the test file mocks
 * `api/call` (`vi.mock`), and this answers for the import's `operations` — `upload` (the
 * file sent, answering the queued job id), `job(jobId)` (the job as polled) and `download`
 * (the template and the report). A call of any other operation fails.
 */
export function standInImport<J extends ImportJob>(operations: ImportOperations<J>) {
  const job = vi.fn<(jobId: number) => Promise<J>>();
  const answer = (op: unknown, input: unknown) =>
    op === operations.job
      ? job((input as { params: { jobId: number } }).params.jobId)
      : Promise.reject(new Error('not this import’s job'));
  vi.mocked(call)
    .mockReset()
    .mockImplementation(answer as typeof call);
  const upload = vi.mocked(uploadFile).mockReset();
  const download = vi.mocked(downloadFile).mockReset().mockResolvedValue();
  return { upload, job, download };
}
