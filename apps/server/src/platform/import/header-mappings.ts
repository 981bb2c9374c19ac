import { importMapping, type ImportMappingInfo, type Language } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { BadRequest } from '../http/errors';
import type { JobHandler, JobOutcome } from '../jobs/job-runner';
import type { JobRow } from '../jobs/job.repository';
import { headerMappingRepository } from './header-mappings.repository';
import { normalizeHeader, type ColumnTitle, type ImportColumnBase } from './import-columns';
import type { ImportResult, StoredMapping } from './import-issues';

/**
 * Headers a person writes (docs/decisions, issue 24 — headers): when a required column is not
 * found, the job says which headers the file has; the user maps them and uploads again with
 * the multipart field `mapping` (header text → field). A mapping is consulted before the
 * known headers; once an import with it went through it is remembered per user and import
 * kind, and that user's later uploads of that kind use it (an explicit one wins).
 */

/** A mapping as the reader uses it: normalised header → field. */
export type HeaderMapping = ReadonlyMap<string, string>;

/** A required column not found: the refusal, plus what the user needs to map it. */
export class MissingColumns extends BadRequest {
  constructor(
    readonly missing: readonly string[],
    readonly headers: readonly string[],
    readonly columns: readonly { field: string; required: boolean }[],
  ) {
    super('import.missingColumns', { columns: missing.join(',') });
  }
}

/**
 * The upload's `mapping` field read and checked against the import's columns: JSON of
 * header text → field; every field a column of the import, each column given one header.
 * `undefined` when the field was not sent.
 */
export function parseMapping(
  raw: string | undefined,
  columns: readonly ImportColumnBase[],
  lang: Language,
): HeaderMapping | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BadRequest('import.badMapping');
  }
  const parsed = importMapping.safeParse(json);
  if (!parsed.success) throw new BadRequest('import.badMapping');
  const mapping = new Map<string, string>();
  const given = new Set<string>();
  for (const [header, field] of Object.entries(parsed.data)) {
    const column = columns.find((c) => c.field === field);
    if (!column) throw new BadRequest('import.mappingUnknownColumn', { value: field });
    if (given.has(field)) {
      throw new BadRequest('import.mappingColumnTwice', { columns: column.title(lang) });
    }
    given.add(field);
    const key = normalizeHeader(header);
    if (!key) throw new BadRequest('import.badMapping');
    mapping.set(key, field);
  }
  return mapping;
}

/**
 * The mapping an upload is read with: the user's remembered one for this kind, then the
 * explicit one over it (a column the explicit one maps loses its remembered header).
 */
export async function mappingForUpload(
  deps: AppDeps,
  userId: number,
  kind: string,
  explicit: HeaderMapping | undefined,
): Promise<Record<string, string>> {
  const remembered = await headerMappingRepository.forUser(deps.db.kysely, userId, kind);
  const fields = new Set(explicit?.values() ?? []);
  const merged: Record<string, string> = {};
  for (const [header, field] of remembered) if (!fields.has(field)) merged[header] = field;
  for (const [header, field] of explicit ?? []) merged[header] = field;
  return merged;
}

/** What an import job's input says about headers (see ImportInput). */
interface MappingInput {
  mapping?: Record<string, string>;
  remember?: Record<string, string>;
}

/** The mapping a job reads its file with. */
export function headerMappingOf(job: JobRow): HeaderMapping {
  const { mapping } = JSON.parse(job.input_json) as MappingInput;
  return new Map(Object.entries(mapping ?? {}));
}

/** A header lookup that consults the mapping first (normalised like every header). */
export function mappedLookup<C extends ImportColumnBase>(
  columns: readonly C[],
  lookup: (text: string) => C | null | undefined,
  mapping: HeaderMapping | undefined,
): (text: string) => C | null | undefined {
  if (!mapping || mapping.size === 0) return lookup;
  return (text) => {
    const field = mapping.get(normalizeHeader(text));
    const column = field === undefined ? undefined : columns.find((c) => c.field === field);
    return column ?? lookup(text);
  };
}

/**
 * An import job's handler with header mappings: a refusal for missing columns fails the job
 * with the headers the user can map; an import that went through with an explicit mapping
 * has it remembered for its user and kind — in the import's own transaction when it writes
 * one (so only an import that committed remembers), else once it succeeded (a preview).
 */
export function withHeaderMappings(handler: JobHandler): JobHandler {
  return async (context) => {
    const { deps, job } = context;
    const { remember } = JSON.parse(job.input_json) as MappingInput;
    const chosen = new Map(Object.entries(remember ?? {}));
    let remembered = false;
    const rememberIn = async (db: Queryable) => {
      await headerMappingRepository.remember(db, job.created_by, job.kind, chosen);
      remembered = true;
    };
    let outcome: JobOutcome;
    try {
      outcome = await handler({
        ...context,
        commit: (scope, work) =>
          context.commit(scope, async (trx) => {
            const done = await work(trx);
            if (done.status === 'succeeded') await rememberIn(trx);
            return done;
          }),
      });
    } catch (error) {
      if (!(error instanceof MissingColumns)) throw error;
      const result: ImportResult & { mapping: StoredMapping } = {
        imported: null,
        refusedRows: 0,
        issuesTotal: 0,
        issues: [],
        mapping: {
          headers: [...error.headers],
          missing: [...error.missing],
          columns: error.columns.map(({ field, required }) => ({ field, required })),
        },
      };
      return { status: 'failed', result, error: { key: error.key, params: error.params } };
    }
    if (outcome.status === 'succeeded' && !remembered) await rememberIn(deps.db.kysely);
    return outcome;
  };
}

/** A stored mapping request titled in the reader's language. */
export const mappingInfo = (
  stored: StoredMapping,
  lang: Language,
  columnTitle: ColumnTitle,
): ImportMappingInfo => ({
  headers: stored.headers,
  missing: stored.missing.map((field) => ({ field, title: columnTitle(field, lang) })),
  columns: stored.columns.map(({ field, required }) => ({
    field,
    title: columnTitle(field, lang),
    required,
  })),
});
