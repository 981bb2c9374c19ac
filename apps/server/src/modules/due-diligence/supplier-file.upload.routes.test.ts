import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_MAX_MB, type SupplierStageView } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t, useTestContext } from '../../test/harness';
import { ddCounts, fileTypeIds, sampleFile, uploadFile } from './dd.test-support';

/*
 * Issue 17 "Files" and spec §5 "Upload": a new version of a supplier file, its type read
 * from its bytes, its size limited, its checksum compared; every refusal leaves no row and
 * no file behind. This file's uploads go to a directory of its own, to see what is left.
 */
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lading-upload-test-'));
useTestContext({ admin: true, config: { filesDir } });

let typeId: (name: string) => number;
let supplierId: number;
let otherSupplierId: number;

const blobCount = () =>
  fs.existsSync(filesDir)
    ? fs
        .readdirSync(filesDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.parentPath.includes('derived')).length
    : 0;

beforeAll(async () => {
  typeId = await fileTypeIds(t);
  supplierId = (await t.buildSupplier({ name: '深圳市光明照明有限公司' })).id;
  otherSupplierId = (await t.buildSupplier()).id;
});

const stage = async (token: string, id = supplierId) =>
  t.call<SupplierStageView>('GET', `/api/suppliers/${id}/stage`, { token });

describe('uploading a supplier file', () => {
  it('keeps a version Awaiting Review, its bytes once by checksum, and records it', async () => {
    const pdf = await sampleFile('pdf');
    const answer = await uploadFile(
      t,
      admin,
      supplierId,
      {
        fileTypeId: typeId('NDA'),
        expiryControl: 1,
        validFrom: '2026-01-01',
        validUntil: '2027-12-31',
      },
      'nda signed.pdf',
      pdf,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.versionNo).toBe(1);

    const view = (await stage(admin)).body.data;
    const nda = view.stages
      .find((each) => each.stage === 'preDueDiligence')!
      .files.find((file) => file.fileType.name === 'NDA')!;
    expect(nda.status).toBe('awaitingReview');
    expect(nda.latest).toMatchObject({
      versionNo: 1,
      fileName: 'nda signed.pdf',
      format: 'pdf',
      size: pdf.length,
      validFrom: '2026-01-01',
      validUntil: '2027-12-31',
      uploadedBy: 'admin',
      comment: 'Signed copy',
    });

    const content = await t.call('GET', `/api/files/${answer.body.data.fileId}/content`, {
      token: admin,
    });
    expect(content.status).toBe(200);
    expect(Buffer.compare(content.raw, pdf)).toBe(0);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-disposition']).toMatch(
      /^inline; .*filename\*=UTF-8''nda%20signed\.pdf/,
    );
    const download = await t.call('GET', `/api/files/${answer.body.data.fileId}/content`, {
      token: admin,
      query: { download: 1 },
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const meta = await t.call<{ title: string; siblings: unknown[] }>(
      'GET',
      `/api/files/${answer.body.data.fileId}`,
      { token: admin, lang: 'zh' },
    );
    expect(meta.body.data.title).toBe('保密协议 · v1 · 深圳市光明照明有限公司');
  });

  it('asks before keeping the same content again, and keeps it once confirmed', async () => {
    const xlsx = await sampleFile('xlsx');
    const fields = { fileTypeId: typeId('Pre-due-diligence questionnaire') };
    expect((await uploadFile(t, admin, supplierId, fields, 'q.xlsx', xlsx)).status).toBe(200);
    const before = await ddCounts(t);
    const blobs = blobCount();

    const again = await uploadFile(t, admin, supplierId, fields, 'q-again.xlsx', xlsx, 'zh');
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ confirm: 'dd.maybeDuplicate' });
    expect(again.body.message).toMatch(/可能已上传.*第 1 版/);
    expect(await ddCounts(t)).toEqual(before);
    expect(blobCount()).toBe(blobs);

    const confirmed = await uploadFile(
      t,
      admin,
      supplierId,
      { ...fields, confirmDuplicate: 1 },
      'q-again.xlsx',
      xlsx,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.versionNo).toBe(2);
    // the same bytes are stored once
    expect(blobCount()).toBe(blobs);
  });

  it('refuses what is not allowed, and leaves no row and no file', async () => {
    const before = await ddCounts(t);
    const blobs = blobCount();
    const nda = {
      fileTypeId: typeId('NDA'),
      expiryControl: 1 as const,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
    };
    const refusals = [
      // a Word file where the type takes PDF only
      {
        fields: nda,
        name: 'nda.pdf',
        bytes: await sampleFile('docx'),
        status: 400,
        message: /takes PDF; the file is DOCX/,
      },
      // an executable renamed .pdf: its bytes say what it is
      {
        fields: nda,
        name: 'nda.pdf',
        bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(600, 1)]),
        status: 400,
        message: /not one of the formats accepted/,
      },
      { fields: nda, name: 'empty.pdf', bytes: Buffer.alloc(0), status: 400, message: /empty/ },
      {
        fields: nda,
        name: 'big.pdf',
        bytes: Buffer.alloc(FILE_MAX_MB * 1024 * 1024 + 1, 7),
        status: 413,
        message: /larger than 20 MB/,
      },
      {
        fields: { ...nda, comment: ' ' },
        name: 'nda.pdf',
        bytes: await sampleFile('pdf'),
        status: 400,
        message: /./,
      },
      {
        fields: { ...nda, validUntil: '' },
        name: 'nda.pdf',
        bytes: await sampleFile('pdf'),
        status: 400,
        message: /./,
      },
      {
        fields: { ...nda, validUntil: '2025-01-01' },
        name: 'nda.pdf',
        bytes: await sampleFile('pdf'),
        status: 400,
        message: /./,
      },
      {
        fields: { ...nda, fileTypeId: 99999 },
        name: 'nda.pdf',
        bytes: await sampleFile('pdf'),
        status: 400,
        message: /File type 99999 does not exist/,
      },
    ];
    for (const refusal of refusals) {
      const answer = await uploadFile(
        t,
        admin,
        supplierId,
        refusal.fields,
        refusal.name,
        refusal.bytes,
      );
      expect(answer.status, refusal.name).toBe(refusal.status);
      expect(answer.body.message).toMatch(refusal.message);
    }
    expect(await ddCounts(t)).toEqual(before);
    expect(blobCount()).toBe(blobs);
    expect(fs.readdirSync(path.join(filesDir, 'tmp'))).toEqual([]);
  });
});

describe('who may upload and read', () => {
  it('a supplier user uploads and reads only their own suppliers’ files', async () => {
    const own = await t.signedInUser('7-Supplier', { supplierIds: [otherSupplierId] });
    const pdf = await sampleFile('pdf');
    const mine = await uploadFile(
      t,
      own.token,
      otherSupplierId,
      { fileTypeId: typeId('Supplier information form') },
      'info.pdf',
      pdf,
    );
    expect(mine.status).toBe(200);
    expect((await stage(own.token, otherSupplierId)).status).toBe(200);
    expect(
      (await t.call('GET', `/api/files/${mine.body.data.fileId}/content`, { token: own.token }))
        .status,
    ).toBe(200);

    // another supplier's: as if it did not exist
    const theirs = await uploadFile(
      t,
      own.token,
      supplierId,
      { fileTypeId: typeId('Supplier information form') },
      'info.pdf',
      await sampleFile('pdf'),
    );
    expect(theirs.status).toBe(404);
    expect((await stage(own.token, supplierId)).status).toBe(404);
    const records = `/api/suppliers/${supplierId}/stage-records`;
    for (const url of [records, `${records}/export`])
      expect((await t.call('GET', url, { token: own.token })).status, url).toBe(404);
    const adminFile = (await stage(admin)).body.data.stages[1]!.files[0]!.latest!.fileId;
    for (const url of [
      `/api/files/${adminFile}`,
      `/api/files/${adminFile}/content`,
      `/api/files/${adminFile}/pdf`,
    ]) {
      expect((await t.call('GET', url, { token: own.token })).status, url).toBe(404);
    }
  });

  it('a group without the upload resource is refused', async () => {
    const viewer = await t.signedInUser('2-View');
    const answer = await uploadFile(
      t,
      viewer.token,
      supplierId,
      { fileTypeId: typeId('Supplier information form') },
      'info.pdf',
      await sampleFile('pdf'),
    );
    expect(answer.status).toBe(403);
  });
});
