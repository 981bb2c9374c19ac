import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  changeContainerStatusRequest,
  changeContainerStatusResponse,
  updateTrackingRequest,
  updateTrackingResponse,
} from './tracking.contract';

const tags = ['tracking'];
const write = { resource: 'tracking.write' } as const;

/**
 * Container tracking (issue 15; spec §2 /arrange/shippingPlan): edit a container's tracking
 * record, change the status of one or many. Reads are planning's container list and detail
 * (planning.read, supplier-scoped); suppliers hold no tracking.write.
 */
export const trackingOperations = {
  updateTracking: defineOperation({
    method: 'PUT',
    path: '/containers/:id/tracking',
    access: write,
    summary: "Edit a container's tracking record (dates, vessel, BL, weights, delta reasons)",
    tags,
    params: idParams,
    body: updateTrackingRequest,
    answer: updateTrackingResponse,
    scope: 'supplier',
  }),
  changeStatus: defineOperation({
    method: 'POST',
    path: '/containers/status',
    access: write,
    summary: 'Change the status of one or many containers, all or nothing',
    tags,
    body: changeContainerStatusRequest,
    answer: changeContainerStatusResponse,
    scope: 'supplier',
  }),
};
