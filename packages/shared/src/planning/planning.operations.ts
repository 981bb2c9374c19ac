import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  containerDetail,
  listContainerChangesResponse,
  listContainersQuery,
  listContainersResponse,
} from './container.contract';
import {
  discardDraftResponse,
  listOpenLinesQuery,
  listOpenLinesResponse,
  planningDraftResponse,
  releaseContainersRequest,
  releaseContainersResponse,
  saveDraftRequest,
} from './planning.contract';

const tags = ['planning'];
const read = { resource: 'planning.read' } as const;
const write = { resource: 'planning.write' } as const;

/**
 * Shipment planning (spec §2 /arrange/preArrange, rearrangement, shippingPlan): open PO
 * lines to plan, the caller's saved draft, its release, and the containers it produced.
 * Lines and containers are read and written within the caller's supplier scope; the draft
 * is the caller's own.
 */
export const planningOperations = {
  openLines: defineOperation({
    method: 'GET',
    path: '/planning/open-lines',
    access: read,
    summary: 'PO lines with quantity left to plan, with package units, by RDD',
    tags,
    query: listOpenLinesQuery,
    answer: listOpenLinesResponse,
    scope: 'supplier',
  }),
  draft: defineOperation({
    method: 'GET',
    path: '/planning/draft',
    access: read,
    summary: "The caller's saved draft (containers and lines), or null",
    tags,
    answer: planningDraftResponse,
    scope: 'own',
  }),
  exportDraft: defineOperation({
    method: 'GET',
    path: '/planning/draft/export',
    access: read,
    summary: "The caller's saved draft as Excel: one row per container line",
    tags,
    answer: 'file',
    scope: 'own',
  }),
  saveDraft: defineOperation({
    method: 'PUT',
    path: '/planning/draft',
    access: write,
    summary: "Replace the caller's draft; takes and gives back planned quantity atomically",
    tags,
    body: saveDraftRequest,
    answer: planningDraftResponse,
    scope: 'supplier',
  }),
  discardDraft: defineOperation({
    method: 'DELETE',
    path: '/planning/draft',
    access: write,
    summary: "Discard the caller's draft and give its quantity back",
    tags,
    answer: discardDraftResponse,
    scope: 'supplier',
  }),
  release: defineOperation({
    method: 'POST',
    path: '/planning/release',
    access: write,
    summary: 'Release draft containers (Unshipped) and ask their suppliers for ready dates',
    tags,
    body: releaseContainersRequest,
    answer: releaseContainersResponse,
    scope: 'own',
  }),
  listContainers: defineOperation({
    method: 'GET',
    path: '/containers',
    access: read,
    summary: 'Containers, paged, filtered and sorted',
    tags,
    query: listContainersQuery,
    answer: listContainersResponse,
    scope: 'supplier',
  }),
  exportContainers: defineOperation({
    method: 'GET',
    path: '/containers/export',
    access: read,
    summary: 'The container list as Excel (same filters and sorting)',
    tags,
    query: listContainersQuery,
    answer: 'file',
    scope: 'supplier',
  }),
  getContainer: defineOperation({
    method: 'GET',
    path: '/containers/:id',
    access: read,
    summary: 'One container with its lines and load',
    tags,
    params: idParams,
    answer: containerDetail,
    scope: 'supplier',
  }),
  containerChanges: defineOperation({
    method: 'GET',
    path: '/containers/:id/changes',
    access: read,
    summary: "A container's change history, oldest first",
    tags,
    params: idParams,
    answer: listContainerChangesResponse,
    scope: 'supplier',
  }),
};
