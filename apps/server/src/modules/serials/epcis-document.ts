import {
  buildSscc,
  CODE_LEVELS,
  gs1CheckDigit,
  isValidSscc,
  zoneOffsetMinutes,
  type CodeLevel,
} from '@lading/shared';
import { BadRequest } from '../../platform/http/errors';
import type { StoredIssue } from '../../platform/import/import-issues';

/**
 * GS1 EPCIS 2.0 JSON-LD for the codes' containment (issue 19). Lading keeps containment
 * materialised (each code's parent and ancestors) and speaks EPCIS to the outside:
 *
 * - Export: one AggregationEvent ADD per parent that holds codes (bizStep `packing`,
 *   disposition `in_progress` — the parent is packed; it has not left yet), eventTime the
 *   newest bind into it, its offset in the display time zone, parentID and childEPCs. Written
 *   as it is read, event by event: the document is never held whole.
 * - Identifiers: a pallet is its SSCC as an EPC URI (`urn:epc:id:sscc:<company prefix>.<extension
 *   digit + serial reference>`) when a GS1 company prefix is set (its serial reference is the
 *   pallet's id, as on its label); every other code — and a pallet when no prefix is set — is
 *   `urn:lading:code:<level>:<code, URL-encoded>`, which keeps its level and code as Lading
 *   stores them (containers included: their number is no EPC of ours to mint).
 * - Import: an EPCIS document's AggregationEvents ADD (and OBSERVE: containment seen) become
 *   the rows of a binding file, child and parent with their levels; an SSCC (as EPC URI or GS1
 *   Digital Link `https://id.gs1.org/00/<SSCC>`) names the pallet it was made for. A DELETE
 *   (unpacking) is refused: codes are unbound at a station, with a reason, never by file.
 *   Events of other types are left out, and told.
 */

export const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/epcis-context.jsonld';
const LADING_URI = 'urn:lading:code:';
const SSCC_URI = 'urn:epc:id:sscc:';

export interface CodeRef {
  id: number;
  level: CodeLevel;
  code: string;
}

/** How pallets are named: their SSCC when a GS1 company prefix is set. */
export interface SsccSettings {
  extension: number;
  prefix: string;
}

/** The EPC URI of an 18-digit SSCC (TDS: prefix, then extension digit and serial reference). */
export const ssccUri = (sscc: string, prefix: string) =>
  `${SSCC_URI}${prefix}.${sscc[0]}${sscc.slice(1 + prefix.length, 17)}`;

/** A code's identifier in EPCIS documents. */
export function epcisIdOf(code: CodeRef, sscc: SsccSettings | null): string {
  if (code.level === 'pallet' && sscc) {
    return ssccUri(buildSscc(sscc.extension, sscc.prefix, code.id), sscc.prefix);
  }
  return `${LADING_URI}${code.level}:${encodeURIComponent(code.code)}`;
}

/** What an identifier of an imported document names. */
export type EpcisRef =
  { level: CodeLevel; code: string } | { sscc: string; uri: string } | { unknown: string };

/** An SSCC's digits from its EPC URI or GS1 Digital Link; undefined when it is neither. */
function ssccOf(uri: string): string | undefined {
  const epc = /^urn:epc:id:sscc:(\d+)\.(\d+)$/.exec(uri);
  if (epc) {
    const [, prefix, reference] = epc as unknown as [string, string, string];
    if (prefix.length + reference.length !== 17) return undefined;
    const body = `${reference[0]}${prefix}${reference.slice(1)}`;
    return `${body}${gs1CheckDigit(body)}`;
  }
  const link = /^https?:\/\/[^/]+\/00\/(\d{18})(?:[/?#].*)?$/.exec(uri);
  return link && isValidSscc(link[1]!) ? link[1] : undefined;
}

export function parseEpcisId(uri: string): EpcisRef {
  if (uri.startsWith(LADING_URI)) {
    const rest = uri.slice(LADING_URI.length);
    const colon = rest.indexOf(':');
    const level = rest.slice(0, colon) as CodeLevel;
    if (colon > 0 && CODE_LEVELS.includes(level)) {
      try {
        const code = decodeURIComponent(rest.slice(colon + 1));
        if (code !== '') return { level, code };
      } catch {
        // a malformed escape: not one of ours
      }
    }
    return { unknown: uri };
  }
  const sscc = ssccOf(uri);
  return sscc ? { sscc, uri } : { unknown: uri };
}

/** The pallet id an SSCC of ours names (its serial reference), or undefined. */
export function palletIdOfSscc(sscc: string, settings: SsccSettings | null): number | undefined {
  if (!settings || !sscc.slice(1).startsWith(settings.prefix)) return undefined;
  const id = Number(sscc.slice(1 + settings.prefix.length, 17));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** `+08:00`: the time zone's offset from UTC at that instant (EPCIS eventTimeZoneOffset). */
export function zoneOffset(at: Date, timeZone: string): string {
  const minutes = zoneOffsetMinutes(at, timeZone);
  const abs = Math.abs(minutes);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${minutes < 0 ? '-' : '+'}${hhmm}`;
}

/** One parent and the codes in it, as the export reads them. */
export interface Aggregation {
  parent: CodeRef;
  children: (CodeRef & { boundAt: string | null })[];
}

export interface EpcisWriteOptions {
  sscc: SsccSettings | null;
  creationDate: string;
  timeZone: string;
}

/**
 * Writes the EPCISDocument of these aggregations through `write` (which may wait for the
 * file to drain), one event at a time. Answers the number of events.
 */
export async function writeEpcisDocument(
  write: (text: string) => Promise<void>,
  aggregations: AsyncIterable<Aggregation>,
  options: EpcisWriteOptions,
): Promise<number> {
  const head = {
    '@context': [EPCIS_CONTEXT],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: options.creationDate,
  };
  await write(`${JSON.stringify(head).slice(0, -1)},"epcisBody":{"eventList":[\n`);
  let events = 0;
  for await (const { parent, children } of aggregations) {
    if (children.length === 0) continue;
    let newest = '';
    for (const child of children)
      if (child.boundAt && child.boundAt > newest) newest = child.boundAt;
    const eventTime = newest || options.creationDate;
    const event = {
      type: 'AggregationEvent',
      eventTime,
      eventTimeZoneOffset: zoneOffset(new Date(eventTime), options.timeZone),
      action: 'ADD',
      bizStep: 'packing',
      disposition: 'in_progress',
      parentID: epcisIdOf(parent, options.sscc),
      childEPCs: children.map((child) => epcisIdOf(child, options.sscc)),
    };
    await write(`${events > 0 ? ',\n' : ''}${JSON.stringify(event)}`);
    events += 1;
  }
  await write('\n]}}\n');
  return events;
}

/** Bytes that look like a JSON document of EPCIS (told by content, not by the file's name). */
export function looksLikeEpcis(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('{') && /"(?:EPCISDocument|EPCISQueryDocument|epcisBody)"/.test(head);
}

/** One child–parent pair of an imported document, numbered as a file's rows are. */
export interface EpcisPair {
  row: number;
  child: EpcisRef;
  parent: EpcisRef;
}

const invalid = (reason: string) => new BadRequest('serials.epcisInvalid', { reason });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function eventListOf(document: unknown): unknown[] {
  if (!isObject(document)) throw invalid('not a JSON object');
  const body = document.epcisBody;
  const list = isObject(body)
    ? (body.eventList ??
      (isObject(body.queryResults) && isObject(body.queryResults.resultsBody)
        ? body.queryResults.resultsBody.eventList
        : undefined))
    : undefined;
  if (!Array.isArray(list)) throw invalid('epcisBody.eventList is missing');
  return list;
}

/**
 * The pairs of an EPCIS document's AggregationEvents: pair n is row n of the import (its
 * refusals name it so). A DELETE, or an event without a parentID, is refused on its row.
 */
export function readEpcisDocument(bytes: Buffer): {
  pairs: EpcisPair[];
  issues: StoredIssue[];
  skipped: number;
} {
  let document: unknown;
  try {
    document = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw invalid(`JSON: ${(error as Error).message}`.slice(0, 200));
  }
  const pairs: EpcisPair[] = [];
  const issues: StoredIssue[] = [];
  let skipped = 0;
  let row = 0;
  for (const event of eventListOf(document)) {
    if (!isObject(event) || event.type !== 'AggregationEvent') {
      skipped += 1;
      continue;
    }
    const children = Array.isArray(event.childEPCs) ? event.childEPCs : [];
    if (event.action === 'DELETE') {
      issues.push({ row: row + 1, field: '', key: 'serials.epcisDelete', params: {} });
      row += Math.max(1, children.length);
      continue;
    }
    if (typeof event.parentID !== 'string' || children.length === 0) {
      const reason = typeof event.parentID !== 'string' ? 'parentID' : 'childEPCs';
      issues.push({ row: row + 1, field: '', key: 'serials.epcisInvalid', params: { reason } });
      row += Math.max(1, children.length);
      continue;
    }
    const parent = parseEpcisId(event.parentID);
    for (const child of children) {
      row += 1;
      pairs.push({ row, parent, child: parseEpcisId(typeof child === 'string' ? child : '') });
    }
  }
  if (pairs.length === 0 && issues.length === 0) throw new BadRequest('serials.epcisNoEvents');
  return { pairs, issues, skipped };
}
