import { z } from 'zod';
import { queryList } from '../http/query-list';
import { recordId } from '../http/record-id';
import { flag01, pageOf, pageQuery, sortOrderParam } from '../http/envelope';
import { isoDay } from '../orders/po.contract';
import { CONFIRM_READY_DATES, CONTAINER_STATUSES } from '../planning/planning-constants';
import { poLineRefShape } from '../planning/container.contract';
import { CONTAINER_TYPES, DESTINATION_COUNTRIES } from '../reference/destinations';
import {
  PLAN_LINE_CONTAINER_STATUSES,
  PLAN_LINE_SORT_FIELDS,
  READY_DATE_WARNINGS,
} from './ready-date-constants';
import { refuseRepeats } from '../http/repeats';

/**
 * Ready dates per container line (spec §2 /myOrder/MyshippingPlan, /reportForms/
 * shippingDetails; §4 "Ready-date approval"; §5 "Ready-date submission"): the plan lines
 * of released containers, the supplier's submission with its warnings, the owner's
 * approval or rejection.
 */

const id = z.number().int().positive();
const day = z.string().nullable();
const confirmReadyDate = z.union(CONFIRM_READY_DATES.map((v) => z.literal(v)));
const text = (max: number) => z.string().trim().max(max);

const confirmReadyDateParam = z.coerce
  .number()
  .int()
  .refine((v) => (CONFIRM_READY_DATES as readonly number[]).includes(v), {
    message: 'readyDates.unknownConfirmReadyDate',
  });

/** One PO line's quantity in a released container, with its ready date and approval. */
export const planLineItem = z.object({
  /** the container line */
  id: z.number().int(),
  containerId: z.number().int(),
  shipmentNo: z.string().nullable(),
  containerNo: z.string().nullable(),
  containerType: z.enum(CONTAINER_TYPES),
  containerStatus: z.enum(CONTAINER_STATUSES),
  loadingPointName: z.string(),
  destinationCountry: z.enum(DESTINATION_COUNTRIES),
  etd: day,
  eta: day,
  /** the container's milestones (issue 15), so a supplier follows its lines read-only */
  atd: day,
  ata: day,
  loadingDate: day,
  receivingDate: day,
  vessel: z.string(),
  voyage: z.string(),
  /** port of discharge ('' none) */
  pod: z.string(),
  /** latest approved line ready date of the container */
  containerReadyDate: day,
  ...poLineRefShape,
  /** the PO's date (when it was entered), start of the lead time */
  poDate: z.string(),
  qty: z.number().int(),
  cbm: z.number(),
  grossKg: z.number(),
  /** PO RDD */
  rdd: z.string(),
  readyDate: day,
  originalReadyDate: day,
  confirmReadyDate,
  /** standard transit days POL → POD of the container, null when none is on file */
  transitDays: z.number().int().nullable(),
  /** the supplier's lead time for the product, else the product's standard; null: none */
  leadTimeDays: z.number().int().nullable(),
  /** the latest ready date that still meets the PO RDD (RDD − transit days) */
  rddReadyBy: day,
  /** the latest ready date within the standard lead time (PO date + lead time) */
  leadTimeReadyBy: day,
  /** the warnings the current ready date raises */
  warnings: z.array(z.enum(READY_DATE_WARNINGS)),
  /** false once the container is shipped (or cancelled): the ready date is locked */
  editable: z.boolean(),
});
export type PlanLineItem = z.infer<typeof planLineItem>;

/** Filters shared by MyshippingPlan and shippingDetails (and their exports). */
export const planLineFilters = z.object({
  /** spec §2: multi-value, e.g. `-1,3` */
  confirmReadyDate: queryList(confirmReadyDateParam),
  /** 1: only lines of suppliers the caller owns (spec §2 type-2 message link) */
  owner: flag01.optional(),
  supplierId: recordId.optional(),
  /** prefixes */
  shipmentNo: text(40).optional(),
  containerNo: text(40).optional(),
  poNumber: text(40).optional(),
  /** container statuses; none = every released one (Unshipped … Received) */
  status: queryList(z.enum(PLAN_LINE_CONTAINER_STATUSES)),
  etdFrom: isoDay.optional(),
  etdTo: isoDay.optional(),
  rddFrom: isoDay.optional(),
  rddTo: isoDay.optional(),
  sortBy: z.enum(PLAN_LINE_SORT_FIELDS).default('shipmentNo'),
  sortOrder: sortOrderParam.default('asc'),
});
export type PlanLineFilters = z.infer<typeof planLineFilters>;

/** GET /api/my-shipping-plan and GET /api/shipping-details (same lines, same filters). */
export const listPlanLinesQuery = pageQuery.extend(planLineFilters.shape);
export type ListPlanLinesQuery = z.infer<typeof listPlanLinesQuery>;
export type ListPlanLinesRequest = z.input<typeof listPlanLinesQuery>;
export const listPlanLinesResponse = pageOf(planLineItem);

// ---------- submit ----------

/** At most this many lines in one submission, approval or rejection. */
export const MAX_READY_DATE_BATCH = 500;

export const readyDateInput = z.strictObject({
  containerLineId: id,
  readyDate: z
    .string({ message: 'readyDates.readyDateRequired' })
    .trim()
    .min(1, { message: 'readyDates.readyDateRequired' })
    .pipe(isoDay),
});

/**
 * POST /api/ready-dates/submit — one line or a batch. A warning and no `confirmWarnings`
 * answers 200 with `submitted: false` and the warnings, having changed nothing; the screen
 * asks "submit anyway?" and sends the same items with `confirmWarnings: true`.
 */
export const submitReadyDatesRequest = z
  .strictObject({
    items: z
      .array(readyDateInput)
      .min(1, { message: 'readyDates.nothingChosen' })
      .max(MAX_READY_DATE_BATCH),
    confirmWarnings: z.boolean().default(false),
  })
  .superRefine((body, ctx) =>
    refuseRepeats(
      ctx,
      body.items,
      { list: 'items', field: 'containerLineId' },
      'readyDates.duplicateLine',
    ),
  );
export type SubmitReadyDatesRequest = z.input<typeof submitReadyDatesRequest>;
export type SubmitReadyDatesBody = z.output<typeof submitReadyDatesRequest>;

export const readyDateLineWarning = z.object({
  containerLineId: z.number().int(),
  poNumber: z.string(),
  lineNo: z.number().int(),
  readyDate: z.string(),
  codes: z.array(z.enum(READY_DATE_WARNINGS)),
});
export type ReadyDateLineWarning = z.infer<typeof readyDateLineWarning>;

export const submitReadyDatesResponse = z.object({
  /** false: warnings to confirm, nothing changed */
  submitted: z.boolean(),
  /** lines with at least one warning (confirmed ones too, when submitted) */
  warnings: z.array(readyDateLineWarning),
  /** the lines as they now are (empty when not submitted) */
  lines: z.array(planLineItem),
  /** users sent a message (type 2 or type 5) */
  notifiedUsers: z.number().int(),
});
export type SubmitReadyDatesResult = z.infer<typeof submitReadyDatesResponse>;

// ---------- approve / reject ----------

const containerLineIds = z
  .array(id)
  .min(1, { message: 'readyDates.nothingChosen' })
  .max(MAX_READY_DATE_BATCH)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'readyDates.duplicateLine' });

/** POST /api/ready-dates/approve — pending lines only. */
export const approveReadyDatesRequest = z.strictObject({
  containerLineIds,
  reason: text(200).default(''),
});
export type ApproveReadyDatesRequest = z.input<typeof approveReadyDatesRequest>;
export type ApproveReadyDatesBody = z.output<typeof approveReadyDatesRequest>;

/** POST /api/ready-dates/reject — pending lines only; the reason is required. */
export const rejectReadyDatesRequest = z.strictObject({
  containerLineIds,
  reason: z
    .string({ message: 'readyDates.reasonRequired' })
    .trim()
    .min(1, { message: 'readyDates.reasonRequired' })
    .max(200),
});
export type RejectReadyDatesRequest = z.input<typeof rejectReadyDatesRequest>;
export type RejectReadyDatesBody = z.output<typeof rejectReadyDatesRequest>;

export const decideReadyDatesResponse = z.object({
  lines: z.array(planLineItem),
  notifiedUsers: z.number().int(),
});
export type DecideReadyDatesResult = z.infer<typeof decideReadyDatesResponse>;
