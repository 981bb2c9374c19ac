import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paging } from '../common/paging';
import { auditApi, type ChangeFilters } from './audit.api';

export const useChangeList = (query: ChangeFilters & Paging) =>
  useQuery({
    queryKey: ['audit', 'masterData', query],
    queryFn: () => auditApi.list(query),
    placeholderData: keepPreviousData,
  });
