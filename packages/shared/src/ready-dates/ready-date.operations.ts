import { defineOperation } from '../http/operation';
import {
  listContainerChangeHistoryQuery,
  listContainerChangeHistoryResponse,
} from './container-change.contract';
import {
  approveReadyDatesRequest,
  decideReadyDatesResponse,
  listPlanLinesQuery,
  listPlanLinesResponse,
  rejectReadyDatesRequest,
  submitReadyDatesRequest,
  submitReadyDatesResponse,
} from './ready-date.contract';

const tags = ['ready dates'];
const read = { resource: 'readyDates.read' } as const;
const approve = { resource: 'readyDates.approve' } as const;
/** Supplier users (7-Supplier, 11-Supplier QRC) read and submit their suppliers' lines only. */
const scope = 'supplier';

const MY_PLAN = "MyshippingPlan: the caller's suppliers' plan lines";
const DETAILS = 'shippingDetails: plan lines to follow and approve';

/**
 * Ready dates (spec §2 /myOrder/MyshippingPlan, /reportForms/shippingDetails,
 * /reportForms/containerChangeHistory): the plan lines of released containers, the
 * supplier's submission, the owner's approval or rejection, and the change history.
 * Another supplier's line is a 404.
 */
export const readyDateOperations = {
  myShippingPlan: defineOperation({
    method: 'GET',
    path: '/my-shipping-plan',
    access: read,
    summary: `${MY_PLAN} (released containers), paged, filtered and sorted`,
    tags,
    query: listPlanLinesQuery,
    answer: listPlanLinesResponse,
    scope,
  }),
  exportMyShippingPlan: defineOperation({
    method: 'GET',
    path: '/my-shipping-plan/export',
    access: read,
    summary: `${MY_PLAN}, as Excel (same filters and scope)`,
    tags,
    query: listPlanLinesQuery,
    answer: 'file',
    scope,
  }),
  shippingDetails: defineOperation({
    method: 'GET',
    path: '/shipping-details',
    access: read,
    summary: `${DETAILS} (released containers), paged, filtered and sorted`,
    tags,
    query: listPlanLinesQuery,
    answer: listPlanLinesResponse,
    scope,
  }),
  exportShippingDetails: defineOperation({
    method: 'GET',
    path: '/shipping-details/export',
    access: read,
    summary: `${DETAILS}, as Excel (same filters and scope)`,
    tags,
    query: listPlanLinesQuery,
    answer: 'file',
    scope,
  }),
  submit: defineOperation({
    method: 'POST',
    path: '/ready-dates/submit',
    access: { resource: 'readyDates.submit' },
    summary: 'Submit ready dates (one or a batch); warnings first unless confirmed',
    tags,
    body: submitReadyDatesRequest,
    answer: submitReadyDatesResponse,
    scope,
  }),
  approve: defineOperation({
    method: 'POST',
    path: '/ready-dates/approve',
    access: approve,
    summary: 'Approve pending ready dates of suppliers the caller owns',
    tags,
    body: approveReadyDatesRequest,
    answer: decideReadyDatesResponse,
    scope,
  }),
  reject: defineOperation({
    method: 'POST',
    path: '/ready-dates/reject',
    access: approve,
    summary: 'Reject pending ready dates (reason required) of suppliers the caller owns',
    tags,
    body: rejectReadyDatesRequest,
    answer: decideReadyDatesResponse,
    scope,
  }),
  containerChanges: defineOperation({
    method: 'GET',
    path: '/container-changes',
    access: read,
    summary: 'containerChangeHistory: change rows of every container in scope, newest first',
    tags,
    query: listContainerChangeHistoryQuery,
    answer: listContainerChangeHistoryResponse,
    scope,
  }),
  exportContainerChanges: defineOperation({
    method: 'GET',
    path: '/container-changes/export',
    access: read,
    summary: 'containerChangeHistory as Excel (same filters and scope)',
    tags,
    query: listContainerChangeHistoryQuery,
    answer: 'file',
    scope,
  }),
};
