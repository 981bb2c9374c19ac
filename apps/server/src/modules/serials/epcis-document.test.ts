import { buildSscc, isValidSscc } from '@lading/shared';
import { describe, expect, it } from 'vitest';
import {
  epcisIdOf,
  looksLikeEpcis,
  palletIdOfSscc,
  parseEpcisId,
  readEpcisDocument,
  writeEpcisDocument,
  zoneOffset,
  type Aggregation,
} from './epcis-document';
import { epcisSchemaValidator } from './serial-files.test-support';

/* EPCIS 2.0 JSON-LD (issue 19): identifiers both ways, the streamed document against GS1's schema, the import's reading. */

const sscc = { extension: 3, prefix: '0614141' };

async function documentOf(
  aggregations: Aggregation[],
  options = { sscc, timeZone: 'Asia/Shanghai' },
) {
  let text = '';
  async function* each() {
    yield* aggregations;
  }
  const events = await writeEpcisDocument(async (chunk) => void (text += chunk), each(), {
    ...options,
    creationDate: '2026-03-01T08:00:00.000Z',
  });
  return { events, text, json: JSON.parse(text) as Record<string, unknown> };
}

const carton = (id: number, code: string) => ({ id, level: 'carton' as const, code });
const product = (id: number, code: string, boundAt: string | null) => ({
  id,
  level: 'product' as const,
  code,
  boundAt,
});

describe('identifiers', () => {
  it('names a pallet by its SSCC when a company prefix is set, any other code by level and code', () => {
    const palletSscc = buildSscc(3, '0614141', 42);
    expect(epcisIdOf({ id: 42, level: 'pallet', code: 'PL000042' }, sscc)).toBe(
      `urn:epc:id:sscc:0614141.3${palletSscc.slice(8, 17)}`,
    );
    expect(epcisIdOf({ id: 42, level: 'pallet', code: 'PL000042' }, null)).toBe(
      'urn:lading:code:pallet:PL000042',
    );
    expect(epcisIdOf({ id: 7, level: 'carton', code: 'CT/A 1' }, sscc)).toBe(
      'urn:lading:code:carton:CT%2FA%201',
    );
  });

  it('reads them back: Lading URIs, SSCCs as EPC URI and as GS1 Digital Link', () => {
    expect(parseEpcisId('urn:lading:code:carton:CT%2FA%201')).toEqual({
      level: 'carton',
      code: 'CT/A 1',
    });
    const palletSscc = buildSscc(3, '0614141', 42);
    expect(isValidSscc(palletSscc)).toBe(true);
    const uri = epcisIdOf({ id: 42, level: 'pallet', code: 'x' }, sscc);
    expect(parseEpcisId(uri)).toEqual({ sscc: palletSscc, uri });
    const link = `https://id.gs1.org/00/${palletSscc}`;
    expect(parseEpcisId(link)).toEqual({ sscc: palletSscc, uri: link });
    expect(palletIdOfSscc(palletSscc, sscc)).toBe(42);
    expect(palletIdOfSscc(palletSscc, { extension: 3, prefix: '0999999' })).toBeUndefined();
    expect(palletIdOfSscc(palletSscc, null)).toBeUndefined();
    for (const other of [
      'urn:lading:code:box:X',
      'urn:lading:code:carton:',
      'urn:epc:id:sgtin:0614141.107346.2017',
      `https://id.gs1.org/00/${palletSscc.slice(0, 17)}9`,
    ]) {
      expect(parseEpcisId(other)).toEqual({ unknown: other });
    }
  });

  it('gives the display time zone offset at the event time', () => {
    expect(zoneOffset(new Date('2026-01-15T00:00:00Z'), 'Asia/Shanghai')).toBe('+08:00');
    expect(zoneOffset(new Date('2026-01-15T00:00:00Z'), 'UTC')).toBe('+00:00');
    expect(zoneOffset(new Date('2026-07-15T00:00:00Z'), 'America/New_York')).toBe('-04:00');
    expect(zoneOffset(new Date('2026-01-15T00:00:00Z'), 'Asia/Kolkata')).toBe('+05:30');
  });
});

describe('the exported document', () => {
  const aggregations: Aggregation[] = [
    {
      parent: { id: 5, level: 'pallet', code: 'PL000005' },
      children: [
        { ...carton(6, 'CTSRA0010001'), boundAt: '2026-02-01T01:00:00.000Z' },
        { ...carton(7, 'CTSRA0010002'), boundAt: '2026-02-01T02:30:00.000Z' },
      ],
    },
    {
      parent: carton(6, 'CTSRA0010001'),
      children: [product(8, 'SRA001000001', '2026-01-31T10:00:00.000Z')],
    },
    { parent: carton(9, 'CTSRA0010009'), children: [] },
  ];

  it('is valid against the EPCIS 2.0 JSON schema GS1 publishes', async () => {
    const validate = epcisSchemaValidator();
    const { json, events } = await documentOf(aggregations);
    expect(events).toBe(2);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    const noPrefix = await documentOf(aggregations, { sscc: null as never, timeZone: 'UTC' });
    expect(validate(noPrefix.json), JSON.stringify(validate.errors)).toBe(true);
  });

  it('holds one AggregationEvent ADD per parent with codes, timed by its newest bind', async () => {
    const { json } = await documentOf(aggregations);
    expect(json).toMatchObject({
      '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-03-01T08:00:00.000Z',
    });
    const events = (json.epcisBody as { eventList: Record<string, unknown>[] }).eventList;
    expect(events).toEqual([
      {
        type: 'AggregationEvent',
        eventTime: '2026-02-01T02:30:00.000Z',
        eventTimeZoneOffset: '+08:00',
        action: 'ADD',
        bizStep: 'packing',
        disposition: 'in_progress',
        parentID: epcisIdOf({ id: 5, level: 'pallet', code: '' }, sscc),
        childEPCs: ['urn:lading:code:carton:CTSRA0010001', 'urn:lading:code:carton:CTSRA0010002'],
      },
      expect.objectContaining({
        eventTime: '2026-01-31T10:00:00.000Z',
        parentID: 'urn:lading:code:carton:CTSRA0010001',
        childEPCs: ['urn:lading:code:product:SRA001000001'],
      }),
    ]);
  });

  it('is still a valid document without any event', async () => {
    const validate = epcisSchemaValidator();
    const { json, events } = await documentOf([]);
    expect(events).toBe(0);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('reading a document to import', () => {
  const doc = (eventList: unknown[]) =>
    Buffer.from(
      JSON.stringify({
        '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
        type: 'EPCISDocument',
        schemaVersion: '2.0',
        creationDate: '2026-03-01T08:00:00Z',
        epcisBody: { eventList },
      }),
    );
  const add = (parentID: string, childEPCs: string[], action = 'ADD') => ({
    type: 'AggregationEvent',
    eventTime: '2026-03-01T08:00:00Z',
    eventTimeZoneOffset: '+08:00',
    action,
    parentID,
    childEPCs,
  });

  it('is told by its content, whatever its name', () => {
    expect(looksLikeEpcis(doc([]))).toBe(true);
    expect(looksLikeEpcis(Buffer.from('Child code,Child level\n'))).toBe(false);
    expect(looksLikeEpcis(Buffer.from('{"a": 1}'))).toBe(false);
  });

  it('numbers each child–parent pair as a row, refuses DELETE, leaves other events out', () => {
    const read = readEpcisDocument(
      doc([
        add('urn:lading:code:carton:CT1', [
          'urn:lading:code:product:P1',
          'urn:lading:code:product:P2',
        ]),
        { type: 'ObjectEvent', action: 'OBSERVE' },
        add('urn:lading:code:carton:CT2', ['urn:lading:code:product:P3'], 'DELETE'),
        add('urn:lading:code:pallet:PL1', ['urn:epc:id:sgtin:0614141.107346.2017']),
      ]),
    );
    expect(read.skipped).toBe(1);
    expect(read.pairs).toEqual([
      { row: 1, parent: { level: 'carton', code: 'CT1' }, child: { level: 'product', code: 'P1' } },
      { row: 2, parent: { level: 'carton', code: 'CT1' }, child: { level: 'product', code: 'P2' } },
      {
        row: 4,
        parent: { level: 'pallet', code: 'PL1' },
        child: { unknown: 'urn:epc:id:sgtin:0614141.107346.2017' },
      },
    ]);
    expect(read.issues).toEqual([{ row: 3, field: '', key: 'serials.epcisDelete', params: {} }]);
  });

  it('refuses what is no EPCIS document, or one without anything to bind', () => {
    expect(() => readEpcisDocument(Buffer.from('{"epcisBody": '))).toThrow('serials.epcisInvalid');
    expect(() => readEpcisDocument(Buffer.from('{"type":"EPCISDocument"}'))).toThrow(
      'serials.epcisInvalid',
    );
    expect(() => readEpcisDocument(doc([{ type: 'ObjectEvent' }]))).toThrow(
      'serials.epcisNoEvents',
    );
  });
});
