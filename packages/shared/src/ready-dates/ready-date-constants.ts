import type { ContainerStatus } from '../planning/planning-constants';
import type { DestinationCountry } from '../reference/destinations';
import { labelNames } from '../i18n/labels/label';

/** Ready dates (spec §2 MyshippingPlan, shippingDetails, containerChangeHistory; §4; §5). */

/**
 * Containers whose lines suppliers see and date: released (Unshipped) and later. Draft is
 * a planner's private work; Cancelled only when a report asks for it by status.
 */
export const RELEASED_CONTAINER_STATUSES = [
  'Unshipped',
  'Loading',
  'Shipped',
  'Arrived',
  'Received',
] as const satisfies readonly ContainerStatus[];

/** What the shipping-plan reports may filter on: every status but Draft. */
export const PLAN_LINE_CONTAINER_STATUSES = [
  ...RELEASED_CONTAINER_STATUSES,
  'Cancelled',
] as const satisfies readonly ContainerStatus[];
export type PlanLineContainerStatus = (typeof PLAN_LINE_CONTAINER_STATUSES)[number];

/** spec §5: "ready date not editable for shipped containers" — nor once cancelled. */
export const READY_DATE_EDITABLE_STATUSES = [
  'Unshipped',
  'Loading',
] as const satisfies readonly ContainerStatus[];

export const isReadyDateEditable = (status: ContainerStatus) =>
  (READY_DATE_EDITABLE_STATUSES as readonly string[]).includes(status);

/** The two submission warnings of spec §5/§8. */
export const READY_DATE_WARNINGS = ['cannotMeetRdd', 'longerThanLeadTime'] as const;
export type ReadyDateWarning = (typeof READY_DATE_WARNINGS)[number];

/** spec §8, word for word: one, the other, or both combined. */
export const READY_DATE_WARNING_TEXTS = labelNames(
  READY_DATE_WARNINGS,
  (warning) => `readyDates:warningTexts.${warning}` as const,
);

/** spec §2 message dialog: where each ready-date message type opens. */
export const READY_DATE_LINKS = {
  /** type 2: submitted, for the owners to approve */
  submitted: '/reportForms/shippingDetails?confirmReadyDate=0,3&owner=1',
  /** type 3 */
  approved: '/reportForms/shippingDetails?confirmReadyDate=1',
  /** type 4 */
  rejected: '/reportForms/shippingDetails?confirmReadyDate=2',
  /** type 5 */
  changed: '/reportForms/containerChangeHistory',
} as const;

export const PLAN_LINE_SORT_FIELDS = [
  'shipmentNo',
  'containerNo',
  'etd',
  'rdd',
  'readyDate',
  'poNumber',
  'supplierCode',
  'confirmReadyDate',
] as const;
export type PlanLineSortField = (typeof PLAN_LINE_SORT_FIELDS)[number];

/**
 * Fields of the container change history. Ready-date rows of one line name the line in
 * the row's reason ("PO / line", then the rejection reason if any) because the history
 * table has no line column; the container's own fields stand alone.
 */
export const CONTAINER_CHANGE_FIELDS = [
  'status',
  'readyDate',
  'lineReadyDate',
  'lineConfirmReadyDate',
  'etd',
  'eta',
  'atd',
  'ata',
  // the tracking record (issue 15)
  'containerNo',
  'shipmentNo',
  'shippingLine',
  'loadingDate',
  'receivingDate',
  'blExpressDate',
  'pol',
  'pod',
  'transshipmentPort',
  'vessel',
  'voyage',
  'hblNo',
  'mblNo',
  'trackingNo',
  'actualGrossKg',
  'actualNetKg',
  'actualCbm',
  'notes',
  'delta1Reason',
  'delta1Note',
  'delta2Reason',
  'delta2Note',
  'delta3Reason',
  'delta3Note',
  'delta4Reason',
  'delta4Note',
  'delta5Reason',
  'delta5Note',
] as const;
export type ContainerChangeField = (typeof CONTAINER_CHANGE_FIELDS)[number];

export const CONTAINER_CHANGE_FIELD_NAMES = labelNames(
  CONTAINER_CHANGE_FIELDS,
  (field) => `readyDates:changeFields.${field}` as const,
);

/**
 * Ports of discharge by destination, to find a container's standard transit time: the
 * reference table keys it by POL (a loading point's name) and POD (a port, free text),
 * while a container knows its destination country. A POD matches a country when it names
 * one of these (or the country itself), case-insensitively.
 */
export const DESTINATION_PORTS: Record<DestinationCountry, readonly string[]> = {
  NG: ['Lagos', 'Apapa', 'Tin Can', 'Onne', 'Port Harcourt', 'Nigeria', '尼日利亚', '拉各斯'],
  BJ: ['Cotonou', 'Benin', '贝宁', '科托努'],
  CDI: ['Abidjan', 'San Pedro', "Côte d'Ivoire", 'Ivory Coast', '科特迪瓦', '阿比让'],
  KE: ['Mombasa', 'Nairobi', 'Kenya', '肯尼亚', '蒙巴萨'],
  MZ: ['Maputo', 'Beira', 'Nacala', 'Mozambique', '莫桑比克', '马普托'],
  RW: ['Kigali', 'Rwanda', '卢旺达', '基加利'],
  TZ: ['Dar es Salaam', 'Tanzania', '坦桑尼亚', '达累斯萨拉姆'],
  UG: ['Kampala', 'Uganda', '乌干达', '坎帕拉'],
  ZA: ['Durban', 'Cape Town', 'Port Elizabeth', 'Gqeberha', 'South Africa', '南非', '德班'],
};
