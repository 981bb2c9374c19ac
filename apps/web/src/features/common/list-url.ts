import type { z } from 'zod';

/**
 * A list's view (filters, sort, page) as URL search params and back, read against the list
 * operation's query schema (packages/shared `*.operations.ts`). Arrays are repeated keys
 * (`status=Open&status=Closed`); a value equal to what an empty URL shows is left out, so a
 * plain link is the default view.
 */
export type ListQuerySchema = z.ZodType<Record<string, unknown>>;

type Raw = Record<string, unknown>;

/** The URL's params as the schema reads them: a repeated key an array, an empty value none. */
function rawOf(search: string): Raw {
  const params = new URLSearchParams(search);
  const raw: Raw = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value !== '');
    raw[key] = values.length > 1 ? values : values[0];
  }
  return raw;
}

/**
 * Parses `raw`, leaving out each param the schema refuses (a stale or hand-edited link still
 * shows the rest); `{}` must parse (every list filter is optional).
 */
export function parseLeniently<S extends ListQuerySchema>(schema: S, raw: Raw): z.output<S> {
  let input = { ...raw };
  for (let tries = 0; tries < 50; tries++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const refused = new Set<string>();
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') issue.keys.forEach((key) => refused.add(key));
      else if (issue.path.length) refused.add(String(issue.path[0]));
    }
    const present = [...refused].filter((key) => key in input);
    // a refusal of the whole object names no param: keep none
    if (!present.length) input = {};
    for (const key of present) delete input[key];
  }
  throw new Error('list query: no params parse');
}

/** The view a URL search (`?a=1&b=2`) shows: its params over the page's defaults. */
export function queryOfSearch<S extends ListQuerySchema>(
  schema: S,
  search: string,
  defaults: Raw = {},
): z.output<S> {
  const raw = rawOf(search);
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(defaults)) {
    // a default holds until the URL names the key (an empty value: cleared)
    if (!params.has(key)) raw[key] = value;
  }
  return parseLeniently(schema, raw);
}

const textsOf = (value: unknown): string[] =>
  value === undefined || value === null || value === ''
    ? []
    : (Array.isArray(value) ? value : [value]).map(String);

const same = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * The URL search (`?…`, or '' for the default view) that shows `view`: only what differs
 * from the default view; a cleared default filter is written empty (`status=`).
 */
export function searchOfQuery<S extends ListQuerySchema>(
  schema: S,
  view: Raw,
  defaults: Raw = {},
): string {
  const base = queryOfSearch(schema, '', defaults) as Raw;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    const texts = textsOf(value);
    if (same(texts, textsOf(base[key]))) continue;
    if (!texts.length) {
      if (key in defaults) params.append(key, '');
      continue;
    }
    for (const text of texts) params.append(key, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
