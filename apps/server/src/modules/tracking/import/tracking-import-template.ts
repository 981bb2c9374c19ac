import {
  CONTAINER_STATUS_NAMES,
  IMPORT_MAX_MB,
  IMPORT_MAX_ROWS,
  TRACKING_IMPORT_FIELDS,
  fillLabel,
  label,
  labelGroup,
  labelList,
  type ContainerStatus,
  type Language,
} from '@lading/shared';
import { buildImportTemplate } from '../../../platform/import/import-template';
import type { ImportColumnBase } from '../../../platform/import/import-columns';
import { TRACKING_COLUMNS, statusHeader, type TrackingColumn } from './tracking-import-columns';
import { storedValue } from './tracking-import-rows';
import type { TrackedContainer } from './tracking-import.repository';

const HINTS = labelGroup('tracking', (labels) => labels.import.template.hints);

/** The status column: written for reference, never read (trackingColumnForHeader ignores it). */
const STATUS_COLUMN: ImportColumnBase = {
  field: 'status',
  required: false,
  title: statusHeader,
  width: 11,
};

const byField = (field: string) => TRACKING_COLUMNS.find((column) => column.field === field)!;

/** The template's columns: the key columns, the status, the fields, the version. */
const TEMPLATE_COLUMNS: readonly ImportColumnBase[] = [
  byField('containerId'),
  byField('shipmentNo'),
  STATUS_COLUMN,
  ...TRACKING_IMPORT_FIELDS.map(byField),
  byField('version'),
];

function hint(column: ImportColumnBase, lang: Language): string {
  const kind = (column as Partial<TrackingColumn>).kind;
  switch (kind) {
    case 'id':
      return HINTS.containerId[lang];
    case 'code':
      return HINTS.shipmentNo[lang];
    case 'version':
      return HINTS.version[lang];
    case 'estimate':
      return HINTS.estimate[lang];
    case 'actual':
      return HINTS.actual[lang];
    case 'text':
      return fillLabel(HINTS.text[lang], { max: (column as TrackingColumn).max ?? 0 });
    default:
      return HINTS.status[lang];
  }
}

/** One container as a template row: its current values, blank where it has none. */
function templateRow(container: TrackedContainer, lang: Language): Record<string, string | number> {
  const row: Record<string, string | number> = {
    containerId: container.id,
    shipmentNo: container.shipment_no ?? '',
    status: CONTAINER_STATUS_NAMES[container.status as ContainerStatus]?.[lang] ?? container.status,
    version: container.version,
  };
  for (const field of TRACKING_IMPORT_FIELDS) {
    const value = storedValue(container, field);
    if (value !== '') row[field] = value;
  }
  return row;
}

export const trackingTemplateFileName = (lang: Language, day?: string) =>
  `${label(lang, 'tracking:import.template.fileName')}${day ? `-${day}` : ''}.xlsx`;

/**
 * The tracking template in `lang`: the containers sheet (the header row, and one row per
 * container given, with its current values) and the instructions sheet.
 */
export const buildTrackingTemplate = (
  lang: Language,
  containers: readonly TrackedContainer[] = [],
) =>
  buildImportTemplate({
    lang,
    sheetName: label(lang, 'tracking:import.template.sheet'),
    columns: TEMPLATE_COLUMNS,
    hint,
    general: labelList(lang, 'tracking:import.template.general', {
      maxRows: IMPORT_MAX_ROWS,
      maxMb: IMPORT_MAX_MB,
    }),
    examples: containers.map((container) => templateRow(container, lang)),
  });
