import {
  TRACKING_IMPORT_FIELDS,
  labelGroup,
  type Language,
  type TrackingImportField,
} from '@lading/shared';
import { headerLookup, type ImportColumnBase } from '../../../platform/import/import-columns';

/**
 * The columns of a tracking file (issue 15): the key — container ID, or the shipment no. in
 * a file without an ID column — then the fields a forwarder fills in. Headers in English or
 * Chinese from the labels catalog (`tracking:import.template.headers`); the template marks
 * the required column with `*`. Status and version are written by the template for
 * reference; status is never read, the version guards against editing over a newer change.
 */

/** How a cell is read. */
export type TrackingCellKind = 'id' | 'code' | 'text' | 'estimate' | 'actual' | 'version';

export type TrackingColumnField = 'containerId' | 'shipmentNo' | 'version' | TrackingImportField;

export interface TrackingColumn extends ImportColumnBase {
  field: TrackingColumnField;
  kind: TrackingCellKind;
  /** Text columns: the longest value (the tracking contract's limits). */
  max?: number;
}

const HEADERS = labelGroup('tracking', (labels) => labels.import.template.headers);

const column = (
  field: TrackingColumnField,
  kind: TrackingCellKind,
  width: number,
  extra: { required?: boolean; max?: number; standsInFor?: string } = {},
): TrackingColumn => ({
  field,
  kind,
  required: extra.required ?? false,
  title: (lang: Language) => HEADERS[field][lang],
  width,
  ...(extra.max ? { max: extra.max } : {}),
  ...(extra.standsInFor ? { standsInFor: extra.standsInFor } : {}),
});

/** Each field's column: its kind, width and the tracking contract's length limit. */
const FIELD_COLUMNS: Record<TrackingImportField, TrackingColumn> = {
  containerNo: column('containerNo', 'text', 18, { max: 40 }),
  etd: column('etd', 'estimate', 12),
  eta: column('eta', 'estimate', 12),
  atd: column('atd', 'actual', 12),
  ata: column('ata', 'actual', 12),
  loadingDate: column('loadingDate', 'actual', 13),
  receivingDate: column('receivingDate', 'actual', 14),
  vessel: column('vessel', 'text', 20, { max: 100 }),
  voyage: column('voyage', 'text', 10, { max: 40 }),
  pol: column('pol', 'text', 14, { max: 100 }),
  pod: column('pod', 'text', 14, { max: 100 }),
  transshipmentPort: column('transshipmentPort', 'text', 18, { max: 100 }),
  hblNo: column('hblNo', 'text', 16, { max: 60 }),
  mblNo: column('mblNo', 'text', 16, { max: 60 }),
  blExpressDate: column('blExpressDate', 'actual', 15),
  trackingNo: column('trackingNo', 'text', 18, { max: 100 }),
};

/**
 * Every column read, in the template's order. The container ID is the key; the shipment no.
 * stands in for it only in a file without an ID column (a forwarder's own sheet).
 */
export const TRACKING_COLUMNS: readonly TrackingColumn[] = [
  column('containerId', 'id', 12, { required: true }),
  column('shipmentNo', 'code', 16, { max: 40, standsInFor: 'containerId' }),
  ...TRACKING_IMPORT_FIELDS.map((field) => FIELD_COLUMNS[field]),
  column('version', 'version', 9),
];

/** The status column the template writes for reference: known, never read. */
export const statusHeader = (lang: Language) => HEADERS.status[lang];

/** The column a header names (either language); the status column is known and ignored. */
export const trackingColumnForHeader = headerLookup(TRACKING_COLUMNS, {
  ignored: [HEADERS.status.en, HEADERS.status.zh],
});

/** A column's title in `lang` (the field itself when it is no column). */
export const trackingColumnTitle = (field: string, lang: Language) =>
  TRACKING_COLUMNS.find((c) => c.field === field)?.title(lang) ?? field;
