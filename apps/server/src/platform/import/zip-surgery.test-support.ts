import zlib from 'node:zlib';

/*
 * Zip surgery for the upload tests and the import-memory bench (not a test file itself): an
 * .xlsx taken apart through its central directory and written back, so a valid workbook
 * can be damaged one field at a time, padded to an exact size, or given a huge sheet.
 */

/** One archive member as stored: `data` is deflated when `method` is 8. */
export interface ZipEntry {
  name: string;
  method: 0 | 8;
  crc: number;
  /** The uncompressed size the headers claim. */
  size: number;
  data: Buffer;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** 1980-01-01, the zip epoch: fixed so a rebuilt archive is the same bytes every time. */
const DOS_DATE = 0x21;

/** The members of a zip, in central-directory order (no zip64, no encryption). */
export function unzipEntries(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== END) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error(`no central header at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    if (method !== 0 && method !== 8) throw new Error(`compression method ${method}`);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(local) !== LOCAL) throw new Error(`no local header at ${local}`);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method,
      crc: zip.readUInt32LE(at + 16),
      size: zip.readUInt32LE(at + 24),
      data: zip.subarray(dataAt, dataAt + compressedSize),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The archive of these members, headers written from their fields (sizes as claimed). */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 28); // flags … name length: the same fields as the local header
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const storedEntry = (name: string, content: Buffer): ZipEntry => ({
  name,
  method: 0,
  crc: zlib.crc32(content),
  size: content.length,
  data: content,
});

export const deflatedEntry = (name: string, content: Buffer): ZipEntry => ({
  name,
  method: 8,
  crc: zlib.crc32(content),
  size: content.length,
  data: zlib.deflateRawSync(content),
});

/** The member's content, inflated. */
export const contentOf = (entry: ZipEntry): Buffer =>
  entry.method === 8 ? zlib.inflateRawSync(entry.data) : entry.data;

/**
 * The workbook with one more member (an image-like part no reader opens) sized so the
 * archive is exactly `totalBytes`: an upload of a chosen size that is still a valid .xlsx.
 */
export function paddedTo(workbook: Buffer, totalBytes: number): Buffer {
  const entries = unzipEntries(workbook);
  const name = 'xl/media/padding.bin';
  const overhead = zipOf([...entries, storedEntry(name, Buffer.alloc(0))]).length;
  if (totalBytes < overhead) throw new Error(`cannot pad to ${totalBytes} bytes`);
  const padding = Buffer.alloc(totalBytes - overhead, 'lading ');
  return zipOf([...entries, storedEntry(name, padding)]);
}
