import { reportPackOperations, type ReportPackJob } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';

/** How often a pack being made is asked how far it is. */
export const PACK_POLL_MS = 700;

export const packFinished = (job: ReportPackJob | undefined) =>
  job?.status === 'succeeded' || job?.status === 'failed';

/**
 * One pack job, polled until it has ended or could not be read (then the dialog says why,
 * once, rather than a toast every poll). The language is in the key: the server words a
 * failure in the caller's language. Not `watching` (the dialog closed) stops the polling.
 */
export function useReportPackJob(jobId: number, watching: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['report-pack', jobId, i18n.language],
    queryFn: () => call(reportPackOperations.job, { params: { jobId } }, { quiet: true }),
    enabled: watching,
    refetchInterval: (query) =>
      query.state.status === 'error' || packFinished(query.state.data) ? false : PACK_POLL_MS,
  });
}
