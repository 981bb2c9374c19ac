import {
  DELTA_NUMBERS,
  type ContainerChangeField,
  type ContainerStatus,
  type MilestoneField,
  type MilestoneState,
  type TrackingFields,
} from '@lading/shared';
import type { Updateable } from 'kysely';
import type { ContainerTable } from '../../db/schema';
import type { TrackedContainerRow } from './tracking.repository';

/**
 * What a tracking edit changes on a container row (issue 15): the column values to write
 * and one change-history row per field that really changed (a value given as it already is
 * changes nothing). Texts are trimmed by the contract; '' clears.
 */

export interface FieldChange {
  field: ContainerChangeField;
  before: string | null;
  after: string | null;
}

export interface ContainerPatch {
  values: Updateable<ContainerTable>;
  changes: FieldChange[];
  /** the milestone fields this edit set (the lifecycle holds them to its rules) */
  milestones: Set<MilestoneField>;
  after: MilestoneState;
}

/** Names of the records a tracking record points to, for the history rows. */
export interface PatchNames {
  shippingLines: ReadonlyMap<number, string>;
  reasons: ReadonlyMap<number, string>;
}

type Column = keyof ContainerTable & keyof TrackedContainerRow;

/** input field → column; change-history field = the input field's name. */
const TEXTS = {
  pol: 'pol',
  pod: 'pod',
  transshipmentPort: 'transshipment_port',
  vessel: 'vessel',
  voyage: 'voyage',
  hblNo: 'hbl_no',
  mblNo: 'mbl_no',
  trackingNo: 'tracking_no',
  notes: 'notes',
  shipmentNo: 'shipment_no',
} as const satisfies Partial<Record<keyof TrackingFields & ContainerChangeField, Column>>;

export const DATES = {
  etd: 'etd',
  eta: 'eta',
  atd: 'atd',
  ata: 'ata',
  loadingDate: 'loading_date',
  receivingDate: 'receiving_date',
  blExpressDate: 'bl_express_date',
} as const satisfies Partial<Record<keyof TrackingFields & MilestoneField, Column>>;

/** kg / m³ (three decimals) stored as grams / litres */
const THOUSANDTHS = {
  actualGrossKg: 'actual_gross_g',
  actualNetKg: 'actual_net_g',
  actualCbm: 'actual_cbm_milli',
} as const satisfies Partial<Record<keyof TrackingFields & ContainerChangeField, Column>>;

const thousandths = (value: number | null) => (value === null ? null : Math.round(value * 1000));
const decimalText = (stored: number | string | null) =>
  stored === null ? null : String(Number(stored) / 1000);

/** The milestone-bearing part of a stored container. */
export const stateOf = (row: TrackedContainerRow): MilestoneState => ({
  status: row.status as ContainerStatus,
  containerNo: row.container_no,
  etd: row.etd,
  eta: row.eta,
  atd: row.atd,
  ata: row.ata,
  loadingDate: row.loading_date,
  receivingDate: row.receiving_date,
  blExpressDate: row.bl_express_date,
});

/** How refusals and messages name a container: shipment no. / container no., else its id. */
export const containerLabel = (
  row: Pick<TrackedContainerRow, 'id' | 'shipment_no' | 'container_no'>,
) => [row.shipment_no, row.container_no].filter(Boolean).join(' / ') || `#${row.id}`;

export function patchOf(
  row: TrackedContainerRow,
  input: TrackingFields,
  names: PatchNames,
): ContainerPatch {
  const values: Updateable<ContainerTable> = {};
  const changes: FieldChange[] = [];
  const milestones = new Set<MilestoneField>();
  const set = (
    field: ContainerChangeField,
    column: Column,
    value: string | number | null,
    shown: { before: string | null; after: string | null },
  ) => {
    (values as Record<string, unknown>)[column] = value;
    changes.push({ field, ...shown });
  };

  for (const [field, column] of Object.entries(TEXTS) as [keyof typeof TEXTS, Column][]) {
    const value = input[field];
    const before = row[column] as string | null;
    if (value !== undefined && value !== (before ?? '')) {
      set(field, column, value, { before: before || null, after: value || null });
    }
  }
  if (input.containerNo !== undefined) {
    const value = input.containerNo || null;
    if (value !== row.container_no) {
      set('containerNo', 'container_no', value, { before: row.container_no, after: value });
      milestones.add('containerNo');
    }
  }
  for (const [field, column] of Object.entries(DATES) as [keyof typeof DATES, Column][]) {
    const value = input[field];
    const before = row[column] as string | null;
    if (value !== undefined && value !== before) {
      set(field, column, value, { before, after: value });
      milestones.add(field);
    }
  }
  // first ETD / ETA: the first ever given, never changed after (Δ3, Δ4 start there)
  if (input.etd && row.first_etd === null) values.first_etd = input.etd;
  if (input.eta && row.first_eta === null) values.first_eta = input.eta;
  for (const [field, column] of Object.entries(THOUSANDTHS) as [
    keyof typeof THOUSANDTHS,
    Column,
  ][]) {
    const value = input[field];
    if (value === undefined) continue;
    const stored = row[column] as number | string | null;
    const next = thousandths(value);
    if (next !== (stored === null ? null : Number(stored))) {
      set(field, column, next, { before: decimalText(stored), after: decimalText(next) });
    }
  }
  if (input.shippingLineId !== undefined && input.shippingLineId !== row.shipping_line_id) {
    const nameOf = (id: number | null) =>
      id === null ? null : (names.shippingLines.get(id) ?? String(id));
    set('shippingLine', 'shipping_line_id', input.shippingLineId, {
      before: nameOf(row.shipping_line_id),
      after: nameOf(input.shippingLineId),
    });
  }
  for (const delta of input.deltas ?? []) {
    const no = delta.no;
    const reasonColumn = `delta${no}_reason_id` as const;
    const noteColumn = `delta${no}_note` as const;
    if (delta.reasonId !== undefined && delta.reasonId !== row[reasonColumn]) {
      const codeOf = (id: number | null) =>
        id === null ? null : (names.reasons.get(id) ?? String(id));
      set(`delta${no}Reason`, reasonColumn, delta.reasonId, {
        before: codeOf(row[reasonColumn]),
        after: codeOf(delta.reasonId),
      });
    }
    if (delta.note !== undefined && delta.note !== row[noteColumn]) {
      set(`delta${no}Note`, noteColumn, delta.note, {
        before: row[noteColumn] || null,
        after: delta.note || null,
      });
    }
  }
  const state = stateOf(row);
  const after: MilestoneState = {
    ...state,
    containerNo: input.containerNo === undefined ? state.containerNo : input.containerNo || null,
  };
  for (const field of Object.keys(DATES) as (keyof typeof DATES)[]) {
    if (input[field] !== undefined) after[field] = input[field];
  }
  return { values, changes, milestones, after };
}

/** Every delta number, for callers that list the reason columns. */
export const DELTA_COLUMNS = DELTA_NUMBERS.map((no) => `delta${no}_reason_id` as const);
