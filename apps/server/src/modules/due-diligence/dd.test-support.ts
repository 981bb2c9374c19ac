import { randomUUID } from 'node:crypto';
import type { FileFormat, Language } from '@lading/shared';
import { demoDocument } from '../../db/seed/demo-files';
import type { TestContext } from '../../test/harness';

/** A multipart body: the text fields first, then the file (as browsers send a FormData). */
export function multipartWith(
  fields: Record<string, string | number>,
  fileName: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----lading${randomUUID().replace(/-/g, '')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real small document of the format, its text made unique so its checksum is new. */
export const sampleFile = (format: FileFormat, text = randomUUID()) =>
  demoDocument(format, `Sample ${format}`, [text]);

export interface UploadFields {
  fileTypeId: number;
  comment?: string;
  expiryControl?: 0 | 1;
  validFrom?: string;
  validUntil?: string;
  confirmDuplicate?: 0 | 1;
}

export async function uploadFile(
  t: TestContext,
  token: string,
  supplierId: number,
  fields: UploadFields,
  fileName: string,
  bytes: Buffer,
  lang: Language = 'en',
) {
  const { fileTypeId, comment = 'Signed copy', expiryControl = 0, ...rest } = fields;
  const sent: Record<string, string | number> = { fileTypeId, comment, expiryControl };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) sent[key] = value;
  return t.call<{ versionId: number; versionNo: number; fileId: number }>(
    'POST',
    `/api/suppliers/${supplierId}/files`,
    { token, lang, ...multipartWith(sent, fileName, bytes) },
  );
}

/** The file type ids of the seeded file types, by English name. */
export async function fileTypeIds(t: TestContext) {
  const rows = await t.db.kysely.selectFrom('supplier_file_types').select(['id', 'name']).execute();
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = byName.get(name);
    if (id === undefined) throw new Error(`no file type ${name}`);
    return id;
  };
}

/** Rows of the due-diligence tables, to prove a refusal changed nothing. */
export async function ddCounts(t: TestContext) {
  const count = async (
    table:
      | 'stored_files'
      | 'supplier_files'
      | 'supplier_file_versions'
      | 'supplier_stage_records'
      | 'station_messages'
      | 'avl_requests',
  ) =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    storedFiles: await count('stored_files'),
    supplierFiles: await count('supplier_files'),
    versions: await count('supplier_file_versions'),
    records: await count('supplier_stage_records'),
    messages: await count('station_messages'),
    avl: await count('avl_requests'),
  };
}
