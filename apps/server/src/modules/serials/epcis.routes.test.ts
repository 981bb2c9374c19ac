import { buildSscc } from '@lading/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, t } from '../../test/harness';
import { ANCESTOR_COLUMN_LIST } from './binding-rules';
import { epcisIdOf, ssccUri } from './epcis-document';
import {
  bindingCsv,
  download,
  epcisSchemaValidator,
  exported,
  importBindings,
  pairsUnder,
  storedCode,
  succeeded,
  type BindingLine,
} from './serial-files.test-support';
import {
  isoNo,
  opened,
  pA,
  plannedNumbered,
  numberedNo,
  sn,
  supplierA,
  useSerialWorld,
  warehouse,
} from './serials.test-support';

/*
 * EPCIS 2.0 (issue 19): a container's aggregation events exported as a JSON-LD document that
 * GS1's schema accepts — its pallets named by SSCC once a company prefix is set — and the
 * same document imported as a binding file builds the same hierarchy again.
 */
useSerialWorld();

const PREFIX = '0614141';
let container: { id: number; code: string };
let palletCodes: string[];

beforeAll(async () => {
  const saved = await t.call('PUT', '/api/serial-templates/label-settings', {
    token: admin,
    body: { gs1CompanyPrefix: PREFIX, ssccExtension: 5 },
  });
  expect(saved.status).toBe(200);
  const opening = await opened(
    'container',
    numberedNo,
    { containerId: plannedNumbered },
    { token: warehouse.token },
  );
  container = { id: opening.parent.id, code: opening.parent.code };
  // two pallets of 2 cartons of 2 products
  const lines: BindingLine[] = [];
  palletCodes = [sn.pallet(), sn.pallet()];
  for (const pallet of palletCodes) {
    lines.push([pallet, 'pallet', container.code, 'container', pA.productId, supplierA.code]);
    for (let c = 0; c < 2; c++) {
      const carton = sn.carton();
      lines.push([carton, 'carton', pallet, 'pallet']);
      for (let p = 0; p < 2; p++) lines.push([sn.product(), 'product', carton, 'carton']);
    }
  }
  succeeded(await importBindings(bindingCsv(lines), { token: warehouse.token }));
});

describe('a container exported as EPCIS', () => {
  it('is a document the EPCIS 2.0 schema accepts, one AggregationEvent ADD per parent', async () => {
    const task = await exported({ codeId: container.id, format: 'epcis' });
    expect(task).toMatchObject({ status: 'success', total: 15, done: 15 });
    expect(task.fileName).toMatch(/\.jsonld$/);
    const file = await download(task.id);
    expect(file.headers['content-type']).toBe('application/ld+json');
    const document = JSON.parse(file.raw.toString('utf8')) as {
      epcisBody: { eventList: { parentID: string; childEPCs: string[]; action: string }[] };
    };
    const validate = epcisSchemaValidator();
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);

    const events = document.epcisBody.eventList;
    // the container, its 2 pallets, their 4 cartons
    expect(events).toHaveLength(7);
    expect(events.every((event) => event.action === 'ADD')).toBe(true);
    const pallets = await Promise.all(palletCodes.map((code) => storedCode('pallet', code)));
    const palletIds = pallets.map((pallet) => ssccUri(buildSscc(5, PREFIX, pallet!.id), PREFIX));
    expect(events[0]).toMatchObject({
      parentID: epcisIdOf({ id: container.id, level: 'container', code: container.code }, null),
      childEPCs: palletIds,
    });
    expect(events.filter((event) => event.parentID.startsWith('urn:epc:id:sscc:'))).toHaveLength(2);
  });

  it('imported into the unbound codes, binds them into the same hierarchy', async () => {
    const before = await pairsUnder(container.id, 'up_container_id');
    expect(before).toHaveLength(14);
    const task = await exported({ codeId: container.id, format: 'epcis' });
    const file = (await download(task.id)).raw;

    // every code of the container loose again (as if never bound)
    const ids = (
      await t.db.kysely
        .selectFrom('serial_codes')
        .select('id')
        .where('up_container_id', '=', container.id)
        .execute()
    ).map((row) => row.id);
    const loose = Object.fromEntries(ANCESTOR_COLUMN_LIST.map((column) => [column, null]));
    await t.db.kysely
      .updateTable('serial_codes')
      .set({ ...loose, parent_id: null, bound_at: null, child_count: 0 })
      .where('id', 'in', [...ids, container.id])
      .execute();
    expect(await pairsUnder(container.id, 'up_container_id')).toEqual([]);

    const job = succeeded(
      await importBindings(file, { token: warehouse.token, fileName: 'container.jsonld' }),
    );
    expect(job).toMatchObject({ imported: 14, bound: 14, created: 0 });
    expect(await pairsUnder(container.id, 'up_container_id')).toEqual(before);
  });

  it('refuses identifiers that name nothing here, on their rows', async () => {
    const foreign = `urn:epc:id:sscc:0999999.${'5'.padEnd(10, '0')}`;
    const document = {
      '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-03-01T08:00:00Z',
      epcisBody: {
        eventList: [
          {
            type: 'AggregationEvent',
            eventTime: '2026-03-01T08:00:00Z',
            eventTimeZoneOffset: '+08:00',
            action: 'ADD',
            parentID: `urn:lading:code:container:${isoNo(520001)}`,
            childEPCs: [foreign],
          },
        ],
      },
    };
    const job = await importBindings(Buffer.from(JSON.stringify(document)), {
      token: warehouse.token,
    });
    expect(job.issues.map((issue) => [issue.row, issue.field])).toEqual([[1, 'childCode']]);
    expect(job.issues[0]!.message).toContain(foreign);
  });
});
