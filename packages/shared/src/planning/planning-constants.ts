import { labelNames } from '../i18n/labels/label';
/** Planning reference constants (spec §4 "Arrangement status", "Ready-date approval"; DOMAIN). */

/**
 * Container statuses: Draft (in a planner's saved plan) → Unshipped (released) → Loading →
 * Shipped (ATD) → Arrived (ATA) → Received; Cancelled.
 */
export const CONTAINER_STATUSES = [
  'Draft',
  'Unshipped',
  'Loading',
  'Shipped',
  'Arrived',
  'Received',
  'Cancelled',
] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];
/** The one set of container status names: planning, the ready-date screens and exports. */
export const CONTAINER_STATUS_NAMES = labelNames(
  CONTAINER_STATUSES,
  (status) => `planning:statuses.${status}` as const,
);

/**
 * The statuses whose lines count in their PO lines' planned_qty — Draft included: a saved
 * draft reserves the quantity, so two planners cannot both hold it.
 */
export const PLANNED_CONTAINER_STATUSES = [
  'Draft',
  'Unshipped',
  'Loading',
] as const satisfies readonly ContainerStatus[];

/**
 * Ready-date approval per container line: -1 not submitted, 0 pending approval,
 * 1 approved, 2 rejected, 3 system calculated.
 */
export const CONFIRM_READY_DATES = [-1, 0, 1, 2, 3] as const;
export type ConfirmReadyDate = (typeof CONFIRM_READY_DATES)[number];
export const CONFIRM_READY_DATE_NAMES = labelNames(
  CONFIRM_READY_DATES,
  (value) => `readyDates:confirmReadyDate.${value}` as const,
);

/** Why a container is overloaded: CBM over the type's usable CBM, kg over the payload limit. */
export const OVERLOAD_REASONS = ['cbm', 'weight'] as const;
export type OverloadReason = (typeof OVERLOAD_REASONS)[number];

/** spec §2 type-1 message target: the shipping plan with confirmReadyDate = -1,3. */
export const READY_DATE_REQUEST_LINK = '/reportForms/shippingDetails?confirmReadyDate=-1,3';

export const CONTAINER_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'shipmentNo',
  'containerNo',
  'status',
  'etd',
  'readyDate',
  'promisedDeliveryDate',
  // the tracking record (issue 15)
  'eta',
  'atd',
  'ata',
  'loadingDate',
  'receivingDate',
] as const;
export type ContainerSortField = (typeof CONTAINER_SORT_FIELDS)[number];
