/**
 * Test files for the xlsx reader (not a test file itself), built by hand so each oddity is
 * exactly what a test says: a small zip writer (deflated parts, sizes and CRC right unless
 * told otherwise), zip bombs packed without inflating them, and a minimal workbook around
 * hand-written sheet XML.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Buffer | string;
  /** What the headers declare instead of the real size. */
  declaredSize?: number;
}

/** A part given already packed (see `repeatedPart`): its deflate bytes, size and CRC. */
export interface PackedPart {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
  declaredSize?: number;
}

const isPacked = (part: ZipPart | PackedPart): part is PackedPart => 'packed' in part;

/** A zip (deflate, no data descriptors) of the parts, in the order given. */
export function zipOf(parts: (ZipPart | PackedPart)[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    let packed: Buffer;
    let size: number;
    let checksum: number;
    if (isPacked(part)) {
      ({ packed, size, crc: checksum } = part);
    } else {
      const data = typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : part.data;
      packed = deflateRawSync(data);
      size = data.length;
      checksum = crc32(data);
    }
    size = part.declaredSize ?? size;
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A part made of `head`, `repeated` × `times`, `tail`, packed without ever holding it
 * inflated: each piece is deflated on its own and flushed to a byte boundary, and as a
 * deflate back-reference only points inside its own piece, the repeated piece's bytes can
 * be laid down `times` times. 400 MB of sheet XML packs this way in a fraction of a second.
 */
export function repeatedPart(
  name: string,
  pieces: { head: string; repeated: string; times: number; tail: string },
): PackedPart {
  const sync = { finishFlush: constants.Z_SYNC_FLUSH };
  const block = deflateRawSync(Buffer.from(pieces.repeated), sync);
  const packed = Buffer.concat([
    deflateRawSync(Buffer.from(pieces.head), sync),
    ...Array.from({ length: pieces.times }, () => block),
    deflateRawSync(Buffer.from(pieces.tail)),
  ]);
  const repeated = Buffer.from(pieces.repeated);
  let crc = crc32(pieces.head);
  for (let i = 0; i < pieces.times; i += 1) crc = crc32(repeated, crc);
  crc = crc32(pieces.tail, crc);
  const size =
    Buffer.byteLength(pieces.head) +
    repeated.length * pieces.times +
    Buffer.byteLength(pieces.tail);
  return { name, packed, size, crc };
}

/**
 * Where a part's headers and packed bytes are in a zip (any writer's): the central header,
 * the local header and the packed data's start and length.
 */
export function partOffsets(zip: Buffer, name: string) {
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = zip.indexOf(signature); at >= 0; at = zip.indexOf(signature, at + 1)) {
    const nameLength = zip.readUInt16LE(at + 28);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) !== name) continue;
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    return { central: at, local, start, packedSize: zip.readUInt32LE(at + 20) };
  }
  throw new Error(`no part ${name} in the zip`);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

export interface SheetSpecXml {
  name: string;
  /** The content of <sheetData>. */
  rows: string;
  hidden?: boolean;
  /** The part it is stored in (default sheetN.xml in tab order). */
  part?: string;
}

export interface WorkbookSpecXml {
  sheets: SheetSpecXml[];
  /** <si> contents (e.g. `<t>a</t>` or runs). */
  sharedStrings?: string[];
  /** The content of <styleSheet> (numFmts, cellXfs). */
  styles?: string;
  date1904?: boolean;
  /** Parts left out, or added. */
  omit?: string[];
  extra?: (ZipPart | PackedPart)[];
}

/** A workbook of hand-written sheets: the parts Excel needs and nothing else. */
export function workbookParts(spec: WorkbookSpecXml): (ZipPart | PackedPart)[] {
  const sheets = spec.sheets.map((sheet, index) => ({
    ...sheet,
    part: sheet.part ?? `sheet${index + 1}.xml`,
    id: `rId${index + 1}`,
  }));
  const rels = [
    ...sheets.map(
      (sheet) =>
        `<Relationship Id="${sheet.id}" Type="${REL}/worksheet" Target="worksheets/${sheet.part}"/>`,
    ),
    spec.sharedStrings
      ? `<Relationship Id="rIdS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
      : '',
    spec.styles ? `<Relationship Id="rIdT" Type="${REL}/styles" Target="styles.xml"/>` : '',
  ].join('');
  const parts: (ZipPart | PackedPart)[] = [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><workbookPr${spec.date1904 ? ' date1904="1"' : ''}/><sheets>${sheets
        .map(
          (sheet, index) =>
            `<sheet name="${sheet.name}" sheetId="${index + 1}"${sheet.hidden ? ' state="hidden"' : ''} r:id="${sheet.id}"/>`,
        )
        .join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL}">${rels}</Relationships>`,
    },
    ...sheets.map((sheet) => ({
      name: `xl/worksheets/${sheet.part}`,
      data: sheetXml(sheet.rows),
    })),
  ];
  if (spec.sharedStrings) {
    parts.push({
      name: 'xl/sharedStrings.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${spec.sharedStrings.length}">${spec.sharedStrings
        .map((item) => `<si>${item}</si>`)
        .join('')}</sst>`,
    });
  }
  if (spec.styles) {
    parts.push({
      name: 'xl/styles.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN}">${spec.styles}</styleSheet>`,
    });
  }
  const omit = new Set(spec.omit ?? []);
  return [...parts.filter((part) => !omit.has(part.name)), ...(spec.extra ?? [])];
}

export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

export const xlsxOf = (spec: WorkbookSpecXml) => zipOf(workbookParts(spec));

/** An inline-string cell. */
export const inlineCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
