import {
  CONTAINER_CHANGE_FIELD_NAMES,
  DELTA_NUMBERS,
  label,
  type ContainerChangeField,
  type ContainerItem,
  type Language,
} from '@lading/shared';
import { EXCEL_NUMBER_FORMATS as NUM, type ExportColumn } from '../../platform/export/xlsx-stream';

/**
 * The shipping plan export's tracking columns (issue 15): milestones, ports, vessel, BL,
 * actual weights, transit times and Δ1–Δ5 with their reason codes and notes. Headers are
 * the change history's field names, so a field reads the same in the export and the history.
 */

const named = (lang: Language, field: ContainerChangeField) =>
  CONTAINER_CHANGE_FIELD_NAMES[field][lang];

const text = (
  lang: Language,
  field: ContainerChangeField,
  value: (r: ContainerItem) => string | null,
  width = 12,
): ExportColumn<ContainerItem> => ({
  header: named(lang, field),
  width,
  value: (r) => value(r) ?? '',
});

export const containerTrackingColumns = (lang: Language): ExportColumn<ContainerItem>[] => [
  text(lang, 'loadingDate', (r) => r.loadingDate),
  text(lang, 'atd', (r) => r.atd),
  text(lang, 'ata', (r) => r.ata),
  text(lang, 'receivingDate', (r) => r.receivingDate),
  text(lang, 'pol', (r) => r.pol, 14),
  text(lang, 'pod', (r) => r.pod, 14),
  text(lang, 'transshipmentPort', (r) => r.transshipmentPort, 14),
  text(lang, 'vessel', (r) => r.vessel, 18),
  text(lang, 'voyage', (r) => r.voyage, 10),
  text(lang, 'hblNo', (r) => r.hblNo, 16),
  text(lang, 'mblNo', (r) => r.mblNo, 16),
  text(lang, 'blExpressDate', (r) => r.blExpressDate),
  text(lang, 'trackingNo', (r) => r.trackingNo, 16),
  {
    header: named(lang, 'actualGrossKg'),
    width: 12,
    value: (r) => r.actualGrossKg ?? '',
    numFmt: NUM.loadKg,
  },
  {
    header: named(lang, 'actualNetKg'),
    width: 12,
    value: (r) => r.actualNetKg ?? '',
    numFmt: NUM.loadKg,
  },
  {
    header: named(lang, 'actualCbm'),
    width: 10,
    value: (r) => r.actualCbm ?? '',
    numFmt: NUM.cbm,
  },
  {
    header: label(lang, 'planning:export.headers.standardTransitDays'),
    width: 10,
    value: (r) => r.standardTransitDays ?? '',
  },
  {
    header: label(lang, 'planning:export.headers.actualTransitDays'),
    width: 10,
    value: (r) => r.actualTransitDays ?? '',
  },
  ...DELTA_NUMBERS.flatMap((no): ExportColumn<ContainerItem>[] => [
    {
      header: label(lang, 'planning:export.headers.deltaDays', { no }),
      width: 8,
      value: (r) => r.deltas[no - 1]?.days ?? '',
    },
    text(lang, `delta${no}Reason`, (r) => r.deltas[no - 1]?.reasonCode ?? null),
    text(lang, `delta${no}Note`, (r) => r.deltas[no - 1]?.note ?? null, 20),
  ]),
];
