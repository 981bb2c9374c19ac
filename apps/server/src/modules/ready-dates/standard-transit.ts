/**
 * The standard transit time moved to shared (packages/shared/src/reference/standard-transit.ts)
 * so planning's container view reads it without depending on ready-dates (issue 15).
 */
export { standardTransitDays, type ContainerRoute, type TransitTimeRow } from '@lading/shared';
