import type { ContainerStatus } from '../planning/planning-constants';

/** Container lifecycle after release (issue 15; DOMAIN "Shipment planning and ready dates"). */

/** The statuses a status change may move a container to. */
export const STATUS_CHANGE_TARGETS = [
  'Loading',
  'Shipped',
  'Arrived',
  'Received',
  'Cancelled',
] as const satisfies readonly ContainerStatus[];
export type StatusChangeTarget = (typeof STATUS_CHANGE_TARGETS)[number];

/** Released containers, in lifecycle order: the status only moves forward along it. */
export const LIFECYCLE_ORDER = [
  'Unshipped',
  'Loading',
  'Shipped',
  'Arrived',
  'Received',
] as const satisfies readonly ContainerStatus[];
export type LifecycleStatus = (typeof LIFECYCLE_ORDER)[number];

/** Whose tracking record can be edited: released and not cancelled. */
export const isTrackingEditable = (status: ContainerStatus): status is LifecycleStatus =>
  (LIFECYCLE_ORDER as readonly string[]).includes(status);

/** Cancelling is allowed from Unshipped only (spec/issue 15). */
export const CANCELLABLE_STATUSES = ['Unshipped'] as const satisfies readonly ContainerStatus[];
