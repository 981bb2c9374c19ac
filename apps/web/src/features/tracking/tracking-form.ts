import { DELTA_NUMBERS, type ContainerItem, type UpdateTrackingRequest } from '@lading/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { ShippingLineOption } from '../reference/transit-times/ShippingLineSelect';

/** The tracking record's dates, as the form holds them (antd date pickers). */
export const DATE_FIELDS = [
  'etd',
  'eta',
  'loadingDate',
  'atd',
  'ata',
  'receivingDate',
  'blExpressDate',
] as const;
/** Actual dates: never in the future (estimates may be). */
export const ACTUAL_DATE_FIELDS = new Set<string>([
  'loadingDate',
  'atd',
  'ata',
  'receivingDate',
  'blExpressDate',
]);
export const TEXT_FIELDS = [
  ['pol', 100],
  ['pod', 100],
  ['transshipmentPort', 100],
  ['vessel', 100],
  ['voyage', 40],
  ['hblNo', 60],
  ['mblNo', 60],
  ['trackingNo', 100],
] as const;
export const NUMBER_FIELDS = [
  ['actualGrossKg', 1_000_000],
  ['actualNetKg', 1_000_000],
  ['actualCbm', 1_000],
] as const;

type DateField = (typeof DATE_FIELDS)[number];
type TextField = (typeof TEXT_FIELDS)[number][0];
type NumberField = (typeof NUMBER_FIELDS)[number][0];

export type TrackingValues = { [K in DateField]: Dayjs | null } & {
  [K in TextField]: string;
} & { [K in NumberField]: number | null } & {
  containerNo: string;
  shipmentNo: string;
  shippingLine: ShippingLineOption | undefined;
  notes: string;
  deltas: { reasonId: number | undefined; note: string }[];
};

const dayOf = (value: string | null) => (value ? dayjs(value) : null);
const textOf = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null);

/** The form's values of a container's tracking record. */
export function trackingValues(c: ContainerItem): TrackingValues {
  const reason = (no: number) => c.deltas.find((d) => d.no === no);
  return {
    containerNo: c.containerNo ?? '',
    shipmentNo: c.shipmentNo ?? '',
    shippingLine:
      c.shippingLineId !== null
        ? { value: c.shippingLineId, label: c.shippingLineName ?? '' }
        : undefined,
    etd: dayOf(c.etd),
    eta: dayOf(c.eta),
    loadingDate: dayOf(c.loadingDate),
    atd: dayOf(c.atd),
    ata: dayOf(c.ata),
    receivingDate: dayOf(c.receivingDate),
    blExpressDate: dayOf(c.blExpressDate),
    pol: c.pol,
    pod: c.pod,
    transshipmentPort: c.transshipmentPort,
    vessel: c.vessel,
    voyage: c.voyage,
    hblNo: c.hblNo,
    mblNo: c.mblNo,
    trackingNo: c.trackingNo,
    actualGrossKg: c.actualGrossKg,
    actualNetKg: c.actualNetKg,
    actualCbm: c.actualCbm,
    notes: c.notes,
    deltas: DELTA_NUMBERS.map((no) => ({
      reasonId: reason(no)?.reasonId ?? undefined,
      note: reason(no)?.note ?? '',
    })),
  };
}

/**
 * The edit's body: every field of the form (a patch that restates the unchanged ones), the
 * shipment no. only when changed (it cannot be emptied), with the version the form was read at.
 */
export function trackingBody(c: ContainerItem, v: TrackingValues): UpdateTrackingRequest {
  const shipmentNo = v.shipmentNo.trim();
  return {
    version: c.version,
    containerNo: v.containerNo.trim() || null,
    ...(shipmentNo !== (c.shipmentNo ?? '') ? { shipmentNo } : {}),
    shippingLineId: v.shippingLine?.value ?? null,
    ...Object.fromEntries(DATE_FIELDS.map((field) => [field, textOf(v[field])])),
    ...Object.fromEntries(TEXT_FIELDS.map(([field]) => [field, (v[field] ?? '').trim()])),
    ...Object.fromEntries(NUMBER_FIELDS.map(([field]) => [field, v[field] ?? null])),
    notes: (v.notes ?? '').trim(),
    deltas: DELTA_NUMBERS.map((no, index) => ({
      no,
      reasonId: v.deltas[index]?.reasonId ?? null,
      note: (v.deltas[index]?.note ?? '').trim(),
    })),
  };
}

/** A server field name (`deltas.2.reasonId`) as the form's path (['deltas', 2, 'reasonId']). */
export const formPath = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
