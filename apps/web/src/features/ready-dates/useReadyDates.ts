import {
  readyDateOperations as op,
  type ApproveReadyDatesRequest,
  type OperationInput,
  type RejectReadyDatesRequest,
  type SubmitReadyDatesRequest,
} from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';

/** The plan-line filters and sort (MyshippingPlan, shippingDetails); none = every line. */
export type PlanLineQuery = Omit<
  OperationInput<typeof op.myShippingPlan>['query'],
  'pageNum' | 'pageSize'
>;

/** The two plan-line lists (same lines, same filters): the supplier's plan, the report. */
export const PLAN_LINE_LISTS = {
  myShippingPlan: { list: op.myShippingPlan, export: op.exportMyShippingPlan },
  shippingDetails: { list: op.shippingDetails, export: op.exportShippingDetails },
} as const;
export type PlanLineList = keyof typeof PLAN_LINE_LISTS;

/** Every ready-date query starts with this key: a write refreshes them all. */
export const READY_DATES_KEY = ['readyDates'] as const;

/** The server's resources for these screens. */
export const READY_DATES_SUBMIT = 'readyDates.submit';
export const READY_DATES_APPROVE = 'readyDates.approve';

/** Submit, approve, reject: each refreshes every plan line and the change history. */
export function useReadyDateMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: READY_DATES_KEY });
  return {
    submit: useMutation({
      mutationFn: (body: SubmitReadyDatesRequest) => call(op.submit, { body }, { quiet: true }),
      onSuccess: (result) => (result.submitted ? onSuccess() : undefined),
    }),
    approve: useMutation({
      mutationFn: (body: ApproveReadyDatesRequest) => call(op.approve, { body }, { quiet: true }),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: (body: RejectReadyDatesRequest) => call(op.reject, { body }, { quiet: true }),
      onSuccess,
    }),
  };
}
