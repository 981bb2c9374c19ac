import { dashboardOperations } from '@lading/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';

export const HOME_SUMMARY_KEY = ['home', 'summary'] as const;

/** The caller's dashboard figures (the server picks the cards and scopes the counts). */
export const useHomeSummary = () =>
  useQuery({
    queryKey: HOME_SUMMARY_KEY,
    queryFn: () => call(dashboardOperations.homeSummary),
  });
