import path from 'node:path/posix';
import { BadRequest } from '../../http/errors';
import { numberStyle, type NumberStyle } from './cell-formats';
import { attribute, readXmlPart } from './xml-part';
import type { ZipArchive } from './zip-archive';

/** A tab of the workbook: its name, the part holding its cells, and whether it is hidden. */
export interface SheetPart {
  name: string;
  path: string;
  hidden: boolean;
}

/** What the workbook part and its relationships say about the whole file. */
export interface WorkbookParts {
  /** Worksheets in tab order (chart sheets, which hold no cells, are left out). */
  sheets: SheetPart[];
  /** The 1904 date system (old Mac workbooks): serial 0 is 1904-01-01. */
  date1904: boolean;
  sharedStringsPath: string | undefined;
  stylesPath: string | undefined;
}

interface Relationship {
  id: string;
  type: string;
  target: string;
}

const relType = (relationship: Relationship, kind: string) =>
  relationship.type.endsWith(`/${kind}`);

/** The part a relationship points at, from the folder of the part that holds it. */
function resolveTarget(from: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // a target with a stray % is taken as written
  }
  return decoded.startsWith('/')
    ? decoded.slice(1)
    : path.normalize(path.join(path.dirname(from), decoded));
}

async function readRelationships(zip: ZipArchive, of: string): Promise<Relationship[]> {
  const relsPath = path.join(path.dirname(of), '_rels', `${path.basename(of)}.rels`);
  if (!zip.has(relsPath)) return [];
  const relationships: Relationship[] = [];
  await readXmlPart(zip, relsPath, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
      const { Id: id, Type: type, Target: target } = attributes;
      if (id && type && target) {
        relationships.push({ id, type, target: resolveTarget(of, target) });
      }
    },
  });
  return relationships;
}

/**
 * The workbook's tabs in the order the user sees them — from xl/workbook.xml's <sheets>,
 * each resolved through the workbook's relationships, never by part number — its date
 * system, and where its shared strings and styles are.
 */
export async function readWorkbookParts(zip: ZipArchive): Promise<WorkbookParts> {
  const root = await readRelationships(zip, '');
  const workbookPath =
    root.find((relationship) => relType(relationship, 'officeDocument'))?.target ??
    'xl/workbook.xml';
  if (!zip.has(workbookPath)) throw new Error('not an xlsx workbook: no workbook part');
  const relationships = await readRelationships(zip, workbookPath);
  const byId = new Map(relationships.map((relationship) => [relationship.id, relationship]));

  const sheets: SheetPart[] = [];
  let date1904 = false;
  await readXmlPart(zip, workbookPath, {
    open(name, attributes) {
      if (name === 'workbookPr') {
        const flag = attributes.date1904;
        date1904 = flag === '1' || flag === 'true';
      } else if (name === 'sheet') {
        const relationship = byId.get(attribute(attributes, 'id') ?? '');
        if (!relationship || !relType(relationship, 'worksheet')) return;
        if (!zip.has(relationship.target)) throw new Error(`no part ${relationship.target}`);
        sheets.push({
          name: attributes.name ?? '',
          path: relationship.target,
          hidden: attributes.state === 'hidden' || attributes.state === 'veryHidden',
        });
      }
    },
  });

  // Some writers leave the parts out of the relationships; they sit at their usual place.
  const part = (kind: string, usual: string) => {
    const found = relationships.find((relationship) => relType(relationship, kind))?.target;
    const fallback = path.join(path.dirname(workbookPath), usual);
    if (found && zip.has(found)) return found;
    return zip.has(fallback) ? fallback : undefined;
  };
  return {
    sheets,
    date1904,
    sharedStringsPath: part('sharedStrings', 'sharedStrings.xml'),
    stylesPath: part('styles', 'styles.xml'),
  };
}

/** `_x000D_` and friends: how OOXML writes characters XML cannot carry (§22.9.2.19). */
export const unescapeXstring = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    : text;

/** A shared string longer than a cell may hold: kept as its length, refused where used. */
export interface OverlongString {
  overlong: number;
}
export type SharedString = string | OverlongString;

/**
 * The shared strings, in index order; rich text runs are joined and phonetic runs (<rPh>)
 * left out. A string over `maxChars` is not kept, only counted: the cell that uses it is
 * refused with its address.
 */
export async function readSharedStrings(
  zip: ZipArchive,
  partPath: string,
  maxChars: number,
): Promise<SharedString[]> {
  const strings: SharedString[] = [];
  let text = '';
  let length = 0;
  let inText = false;
  let phonetic = 0;
  await readXmlPart(zip, partPath, {
    open(name) {
      if (name === 'si') {
        text = '';
        length = 0;
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') {
        strings.push(length > maxChars ? { overlong: length } : unescapeXstring(text));
      }
    },
    text(chunk) {
      if (!inText) return;
      length += chunk.length;
      if (length <= maxChars) text += chunk;
      else text = '';
    },
  });
  return strings;
}

/** For each cell style (<cellXfs> index), whether its number format shows a date or a percent. */
export async function readNumberStyles(zip: ZipArchive, partPath: string): Promise<NumberStyle[]> {
  const customCodes = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellXfs = false;
  await readXmlPart(zip, partPath, {
    open(name, attributes) {
      if (name === 'numFmt') {
        const id = Number(attributes.numFmtId);
        if (Number.isInteger(id)) customCodes.set(id, attributes.formatCode ?? '');
      } else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formatIds.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return formatIds.map((id) => numberStyle(id, customCodes));
}

/** Refused: a cell holding more characters than Excel allows. */
export const cellTooLong = (cell: string, max: number) =>
  new BadRequest('import.cellTooLong', { cell, max });
