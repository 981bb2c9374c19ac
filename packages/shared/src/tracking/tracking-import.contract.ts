import { z } from 'zod';
import { importJob } from '../import/import.contract';
import { listContainersQuery } from '../planning/container.contract';

/**
 * Tracking update by Excel (issue 15, /arrange/shippingPlan): a template of chosen
 * containers with their current tracking values; a forwarder fills in the dates, vessel and
 * BL columns; the upload applies every row or none, with a report of refused rows (the
 * import pipeline orders use).
 */

/** The fields a tracking file sets, in the template's column order (after the key columns). */
export const TRACKING_IMPORT_FIELDS = [
  'containerNo',
  'etd',
  'eta',
  'atd',
  'ata',
  'loadingDate',
  'receivingDate',
  'vessel',
  'voyage',
  'pol',
  'pod',
  'transshipmentPort',
  'hblNo',
  'mblNo',
  'blExpressDate',
  'trackingNo',
] as const;
export type TrackingImportField = (typeof TRACKING_IMPORT_FIELDS)[number];

/** At most this many containers in one tracking template. */
export const TRACKING_TEMPLATE_MAX = 1_000;

/** Container ids in a query string: `ids=1,2,3` or `ids=1&ids=2`. */
const idList = z.preprocess(
  (v: number[] | undefined) =>
    (v as unknown) === undefined || (v as unknown) === ''
      ? undefined
      : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean),
  z.array(z.coerce.number().int().positive()).max(TRACKING_TEMPLATE_MAX).optional(),
);

/**
 * GET the tracking template: of the containers `ids` when given (the selected rows), else of
 * every container the shipping plan's filters find (its sort order kept), at most
 * TRACKING_TEMPLATE_MAX. Draft containers are never in it (they are no shipment yet).
 */
export const trackingTemplateQuery = listContainersQuery
  .omit({ pageNum: true, pageSize: true })
  .extend({ ids: idList });
export type TrackingTemplateQuery = z.infer<typeof trackingTemplateQuery>;
export type TrackingTemplateRequest = z.input<typeof trackingTemplateQuery>;

/**
 * A tracking import job: as any import (`imported` = rows read), plus the containers the
 * file changed and the rows that changed nothing (succeeded only; else 0).
 */
export const trackingImportJob = importJob.extend({
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type TrackingImportJob = z.infer<typeof trackingImportJob>;
