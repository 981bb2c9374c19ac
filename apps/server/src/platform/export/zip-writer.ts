import { crc32, createDeflateRaw } from 'node:zlib';
import type { Writable } from 'node:stream';

/**
 * A ZIP archive written as it goes (PKWARE APPNOTE 4.3: local headers with data descriptors,
 * entries deflated as they stream, the central directory at the end): what a spreadsheet of
 * a million rows needs, whose sheet must never be held whole. exceljs's streaming writer
 * keeps every entry in memory until the end. No ZIP64: an entry stays under 4 GB.
 */

const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
/** bit 3: sizes and CRC follow the data; bit 11: names are UTF-8 */
const FLAGS = 0x0808;
const DEFLATE = 8;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** DOS date and time of now (what the headers carry; readers show it as the file's time). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp = dosTime(new Date());

  constructor(private readonly out: Writable) {}

  /** Writes to the archive, waiting while the output is full. */
  private async put(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.out.write(bytes)) {
      await new Promise((resolve) => this.out.once('drain', resolve));
    }
  }

  /**
   * One entry whose content `write` produces a piece at a time (each awaited: the deflater and
   * the output drain before the next piece is made).
   */
  async entry(name: string, write: (put: (text: string) => Promise<void>) => Promise<void>) {
    const entry: Entry = {
      name: Buffer.from(name, 'utf8'),
      offset: this.offset,
      crc: 0,
      compressed: 0,
      size: 0,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt16LE(entry.name.length, 26);
    await this.put(Buffer.concat([header, entry.name]));

    const deflater = createDeflateRaw({ level: 1 });
    const pending: Buffer[] = [];
    deflater.on('data', (chunk: Buffer) => pending.push(chunk));
    const flush = async () => {
      for (const chunk of pending.splice(0)) {
        entry.compressed += chunk.length;
        await this.put(chunk);
      }
    };
    await write(async (text) => {
      const bytes = Buffer.from(text, 'utf8');
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      if (!deflater.write(bytes)) await new Promise((resolve) => deflater.once('drain', resolve));
      await flush();
    });
    await new Promise<void>((resolve, reject) => {
      deflater.once('end', resolve);
      deflater.once('error', reject);
      deflater.end();
    });
    await flush();
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.put(descriptor);
    this.entries.push(entry);
  }

  /** The central directory and its end: the archive is complete (the output is not ended). */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(CENTRAL, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(DEFLATE, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(entry.crc >>> 0, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      await this.put(Buffer.concat([record, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
  }
}
