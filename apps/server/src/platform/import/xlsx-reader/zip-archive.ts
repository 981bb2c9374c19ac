import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ImportLimits } from '../../../config';
import { BadRequest } from '../../http/errors';

export type ZipLimits = Pick<
  ImportLimits,
  'maxInflatedBytes' | 'maxCompressionRatio' | 'ratioFloorBytes' | 'maxZipEntries'
>;

const MB = 1024 * 1024;

/**
 * A zip held in memory, opened through its central directory (yauzl, sizes validated),
 * each part read as a stream of text. Every limit is checked as soon as it can be: the
 * entry count and the declared sizes while the directory is read, the bytes actually
 * inflated (and their CRC) while a part is read — headers are not trusted alone.
 */
export class ZipArchive {
  #inflated = 0;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: ReadonlyMap<string, Entry>,
    private readonly limits: ZipLimits,
  ) {}

  static async open(file: Buffer, limits: ZipLimits): Promise<ZipArchive> {
    const zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(
        file,
        { lazyEntries: true, validateEntrySizes: true, decodeStrings: true },
        (error, opened) => (error ? reject(error) : resolve(opened)),
      ),
    );
    const entries = await new Promise<Map<string, Entry>>((resolve, reject) => {
      const found = new Map<string, Entry>();
      let declared = 0;
      // (A zip read from a buffer needs no close: yauzl's close would unref a reader it never
      // referenced.)
      const refuse = (error: Error) => {
        zip.removeAllListeners('entry');
        reject(error);
      };
      zip.on('error', refuse);
      zip.on('end', () => resolve(found));
      zip.on('entry', (entry: Entry) => {
        if (found.size >= limits.maxZipEntries) {
          return refuse(new BadRequest('import.tooManyParts', { max: limits.maxZipEntries }));
        }
        declared += entry.uncompressedSize;
        if (declared > limits.maxInflatedBytes) {
          return refuse(inflatedTooLarge(limits));
        }
        if (isAbsurdRatio(entry.uncompressedSize, entry.compressedSize, limits)) {
          return refuse(ratioTooHigh(limits));
        }
        // OPC part names are case-insensitive; a name given twice makes the file ambiguous.
        const name = entry.fileName.toLowerCase();
        if (found.has(name)) return refuse(new Error(`zip entry ${entry.fileName} repeated`));
        if (!name.endsWith('/')) found.set(name, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
    return new ZipArchive(zip, entries, limits);
  }

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /**
   * The part's text, decoded as UTF-8 in streaming mode (a character split between two
   * inflated chunks stays whole; bytes that are not UTF-8 fail the read). Breaking out of
   * the loop stops inflating.
   */
  async *text(name: string): AsyncGenerator<string> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw new Error(`zip has no part ${name}`);
    const stream = await new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
    );
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let inflated = 0;
    let checksum = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.length;
        this.#inflated += chunk.length;
        if (this.#inflated > this.limits.maxInflatedBytes) throw inflatedTooLarge(this.limits);
        if (isAbsurdRatio(inflated, entry.compressedSize, this.limits)) {
          throw ratioTooHigh(this.limits);
        }
        checksum = crc32(chunk, checksum);
        const text = decoder.decode(chunk, { stream: true });
        if (text) yield text;
      }
    } finally {
      stream.destroy();
    }
    // yauzl checks the sizes; a flipped byte that still inflates is caught here.
    if (checksum !== entry.crc32) throw new Error(`zip part ${name} fails its CRC`);
    const rest = decoder.decode();
    if (rest) yield rest;
  }
}

const isAbsurdRatio = (inflated: number, packed: number, limits: ZipLimits) =>
  inflated > limits.ratioFloorBytes && inflated / Math.max(packed, 1) > limits.maxCompressionRatio;

const inflatedTooLarge = (limits: ZipLimits) =>
  new BadRequest('import.inflatedTooLarge', { max: Math.round(limits.maxInflatedBytes / MB) });

const ratioTooHigh = (limits: ZipLimits) =>
  new BadRequest('import.compressionRatio', { max: limits.maxCompressionRatio });
