import {
  TRACKING_IMPORT_FIELDS,
  type TrackingImportField,
  type TrackingUpdateInput,
} from '@lading/shared';
import type { Queryable } from '../../../db/database';
import { isBlankText } from '../../../platform/import/cell-text';
import type { StoredIssue } from '../../../platform/import/import-issues';
import type { SheetRow } from '../../../platform/import/sheet-reader';
import type { Scope } from '../../../platform/permissions/scope';
import { parseTrackingCell } from './tracking-import-cells';
import type { TrackingColumn, TrackingColumnField } from './tracking-import-columns';
import { trackingImportRepository, type TrackedContainer } from './tracking-import.repository';

/**
 * The tracking import's row checks: each row's cells as it is read (checkTrackingCells), then
 * the file's containers found in the caller's scope and compared with what is stored
 * (trackingUpdatesOf): a row is an update of the fields whose cells differ; a blank cell
 * leaves its field as it is, and a row that changes nothing is left alone.
 */

export type TrackingFields = Partial<Record<TrackingColumnField, string | number>>;

/** A row whose cells all read. */
export interface TrackingFileRow {
  row: number;
  fields: TrackingFields;
}

/** Each cell as its column's type; the row names its container. */
export function checkTrackingCells(
  sheetRow: SheetRow,
  columns: readonly TrackingColumn[],
  keyField: 'containerId' | 'shipmentNo',
  issues: StoredIssue[],
): TrackingFileRow | undefined {
  const fields: TrackingFields = {};
  let refused = false;
  const { row, cells } = sheetRow;
  columns.forEach((column, index) => {
    const cell = cells[index];
    // a cell holding only invisible characters (a zero-width space) is blank
    if (cell === undefined || isBlankText(cell)) return;
    const parsed = parseTrackingCell(column, cell);
    if (parsed.ok) {
      fields[column.field] = parsed.value;
    } else {
      refused = true;
      issues.push({ row, field: column.field, key: parsed.key, params: parsed.params });
    }
  });
  if (
    fields[keyField] === undefined &&
    !issues.some((i) => i.row === row && i.field === keyField)
  ) {
    refused = true;
    issues.push({ row, field: keyField, key: 'validation.required', params: {} });
  }
  return refused ? undefined : { row, fields };
}

/** The stored value a field of the file is compared with ('' for an empty one). */
export function storedValue(container: TrackedContainer, field: TrackingImportField): string {
  const value = {
    containerNo: container.container_no,
    etd: container.etd,
    eta: container.eta,
    atd: container.atd,
    ata: container.ata,
    loadingDate: container.loading_date,
    receivingDate: container.receiving_date,
    vessel: container.vessel,
    voyage: container.voyage,
    pol: container.pol,
    pod: container.pod,
    transshipmentPort: container.transshipment_port,
    hblNo: container.hbl_no,
    mblNo: container.mbl_no,
    blExpressDate: container.bl_express_date,
    trackingNo: container.tracking_no,
  }[field];
  return value ?? '';
}

/** One container's update and the file row it came from. */
export interface RowUpdate {
  row: number;
  container: TrackedContainer;
  update: TrackingUpdateInput;
}

/** What the file asks of the containers: the updates, and how many rows change nothing. */
export interface TrackingPlan {
  updates: RowUpdate[];
  unchanged: number;
}

/** The containers the rows name: by ID, or (a file without IDs) by shipment no. */
async function containersOf(
  db: Queryable,
  scope: Scope,
  rows: readonly TrackingFileRow[],
  issues: StoredIssue[],
): Promise<Map<TrackingFileRow, TrackedContainer>> {
  const ids = rows.flatMap((r) =>
    r.fields.containerId === undefined ? [] : [Number(r.fields.containerId)],
  );
  const byId = new Map(
    (await trackingImportRepository.byIds(db, scope, ids)).map((c) => [c.id, c]),
  );
  const shipmentNos = rows.flatMap((r) =>
    r.fields.containerId === undefined && r.fields.shipmentNo !== undefined
      ? [String(r.fields.shipmentNo)]
      : [],
  );
  const byShipment = new Map<string, TrackedContainer[]>();
  for (const container of await trackingImportRepository.byShipmentNos(db, scope, shipmentNos)) {
    const key = (container.shipment_no ?? '').toLowerCase();
    byShipment.set(key, [...(byShipment.get(key) ?? []), container]);
  }

  const found = new Map<TrackingFileRow, TrackedContainer>();
  for (const fileRow of rows) {
    const { row, fields } = fileRow;
    if (fields.containerId !== undefined) {
      const container = byId.get(Number(fields.containerId));
      if (container) found.set(fileRow, container);
      else {
        issues.push({
          row,
          field: 'containerId',
          key: 'trackingImport.unknownContainer',
          params: { value: Number(fields.containerId) },
        });
      }
      continue;
    }
    const shipmentNo = String(fields.shipmentNo);
    const matches = byShipment.get(shipmentNo.toLowerCase()) ?? [];
    if (matches.length === 1) found.set(fileRow, matches[0]!);
    else {
      issues.push({
        row,
        field: 'shipmentNo',
        ...(matches.length === 0
          ? { key: 'trackingImport.unknownShipment', params: { value: shipmentNo } }
          : {
              key: 'trackingImport.shipmentHasSeveral',
              params: { value: shipmentNo, count: matches.length },
            }),
      });
    }
  }
  return found;
}

/**
 * The updates a file asks for: each row's container found (in the caller's scope, released),
 * named once in the file, and compared field by field with what is stored. Refusals go to
 * `issues`.
 */
export async function trackingUpdatesOf(
  db: Queryable,
  scope: Scope,
  rows: readonly TrackingFileRow[],
  issues: StoredIssue[],
): Promise<TrackingPlan> {
  const containers = await containersOf(db, scope, rows, issues);
  const firstRow = new Map<number, number>();
  const updates: RowUpdate[] = [];
  let unchanged = 0;
  for (const fileRow of rows) {
    const container = containers.get(fileRow);
    if (!container) continue;
    const { row, fields } = fileRow;
    const first = firstRow.get(container.id);
    if (first !== undefined) {
      const keyField = fields.containerId !== undefined ? 'containerId' : 'shipmentNo';
      issues.push({
        row,
        field: keyField,
        key: 'import.duplicateInFile',
        params: { value: String(fields[keyField]), first },
      });
      continue;
    }
    firstRow.set(container.id, row);
    const changes: Partial<Record<TrackingImportField, string>> = {};
    for (const field of TRACKING_IMPORT_FIELDS) {
      const value = fields[field];
      if (value === undefined) continue;
      if (String(value) !== storedValue(container, field)) changes[field] = String(value);
    }
    if (Object.keys(changes).length === 0) {
      unchanged += 1;
      continue;
    }
    updates.push({
      row,
      container,
      update: {
        containerId: container.id,
        ...(fields.version !== undefined ? { version: Number(fields.version) } : {}),
        ...changes,
      },
    });
  }
  return { updates, unchanged };
}
