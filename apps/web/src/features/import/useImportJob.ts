import type { ImportJob, ImportOperations } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';

/** How often a running import is asked how far it is. */
export const POLL_MS = 500;

export const isFinished = (job: ImportJob | undefined) =>
  job?.status === 'succeeded' || job?.status === 'failed';

/**
 * One import job, polled every 500 ms until it has ended. The language is part of the key:
 * the server words the refusals in the caller's language, so a switch asks again.
 */
export function useImportJob<J extends ImportJob>(
  name: string,
  operations: Pick<ImportOperations<J>, 'job'>,
  jobId: number | undefined,
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [name, jobId, i18n.language],
    queryFn: () => call(operations.job, { params: { jobId: jobId! } }),
    enabled: jobId !== undefined,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_MS),
  });
}
