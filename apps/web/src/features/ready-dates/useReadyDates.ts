import type {
  ApproveReadyDatesRequest,
  RejectReadyDatesRequest,
  SubmitReadyDatesRequest,
} from '@lading/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../common/paging';
import {
  readyDatesApi,
  type ContainerChangeQuery,
  type PlanLineList,
  type PlanLineQuery,
} from './ready-dates.api';

/** Every ready-date query starts with this key: a write refreshes them all. */
export const READY_DATES_KEY = ['readyDates'] as const;

/** The server's resources for these screens. */
export const READY_DATES_SUBMIT = 'readyDates.submit';
export const READY_DATES_APPROVE = 'readyDates.approve';

export const usePlanLines = (list: PlanLineList, query: PlanLineQuery & Paging) =>
  useQuery({
    queryKey: [...READY_DATES_KEY, list, query],
    queryFn: () => readyDatesApi.planLines(list, query),
    placeholderData: keepPreviousData,
  });

export const useContainerChanges = (query: ContainerChangeQuery & Paging) =>
  useQuery({
    queryKey: [...READY_DATES_KEY, 'changes', query],
    queryFn: () => readyDatesApi.containerChanges(query),
    placeholderData: keepPreviousData,
  });

/** Submit, approve, reject: each refreshes every plan line and the change history. */
export function useReadyDateMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: READY_DATES_KEY });
  return {
    submit: useMutation({
      mutationFn: (body: SubmitReadyDatesRequest) => readyDatesApi.submit(body),
      onSuccess: (result) => (result.submitted ? onSuccess() : undefined),
    }),
    approve: useMutation({
      mutationFn: (body: ApproveReadyDatesRequest) => readyDatesApi.approve(body),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: (body: RejectReadyDatesRequest) => readyDatesApi.reject(body),
      onSuccess,
    }),
  };
}
