/**
 * The parts of our OpenAPI document (GET /api/docs, @fastify/swagger from the operation
 * descriptors) that the API reference screen shows, and a readable text for a JSON schema.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface ApiOperation {
  /** `GET /api/admin/list`: unique, a key for the screen. */
  key: string;
  method: string;
  path: string;
  summary: string;
  signedIn: boolean;
  parameters: Parameter[];
  /** The JSON body, or 'file' for a multipart upload. */
  body?: JsonSchema | 'file';
  /** What `data` holds in the {code, message, data} envelope, or 'file' for a download. */
  answer: JsonSchema | 'file';
}

export interface ApiTag {
  tag: string;
  operations: ApiOperation[];
}

/** Within JavaScript's safe integers: zod's default bounds for `.int()`, not worth showing. */
const isSafeBound = (n: number | undefined) => n === undefined || Math.abs(n) >= 2 ** 53 - 1;

function answerOf(operation: OpenApiOperation): JsonSchema | 'file' {
  const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) return 'file';
  const data = schema.properties?.data;
  return data ? { ...data, $defs: schema.$defs } : schema;
}

function bodyOf(operation: OpenApiOperation): JsonSchema | 'file' | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  if (content['multipart/form-data']) return 'file';
  return content['application/json']?.schema;
}

/** The document's operations by tag (in the order tags first appear), each in path order. */
export function operationsByTag(doc: OpenApiDocument): ApiTag[] {
  const byTag = new Map<string, ApiOperation[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const entry: ApiOperation = {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        signedIn: Boolean(operation.security?.length),
        parameters: operation.parameters ?? [],
        body: bodyOf(operation),
        answer: answerOf(operation),
      };
      for (const tag of operation.tags?.length ? operation.tags : ['other']) {
        byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
      }
    }
  }
  return [...byTag].map(([tag, operations]) => ({
    tag,
    operations: operations.sort((a, b) => a.path.localeCompare(b.path)),
  }));
}

/** The operations whose method, path or summary contains `text` (any case); empty tags go. */
export function filterOperations(tags: readonly ApiTag[], text: string): ApiTag[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...tags];
  return tags
    .map(({ tag, operations }) => ({
      tag,
      operations: operations.filter((op) =>
        `${op.key} ${op.summary} ${tag}`.toLowerCase().includes(needle),
      ),
    }))
    .filter((tag) => tag.operations.length > 0);
}

const range = (min: number | undefined, max: number | undefined, unit = '') => {
  const low = isSafeBound(min) ? undefined : min;
  const high = isSafeBound(max) ? undefined : max;
  if (low === undefined && high === undefined) return '';
  if (low !== undefined && high !== undefined)
    return low === high ? ` (${low}${unit})` : ` (${low}–${high}${unit})`;
  return low !== undefined ? ` (≥ ${low}${unit})` : ` (≤ ${high}${unit})`;
};

/** Named schemas a schema refers to, and the ones being written out (to stop at a cycle). */
interface Context {
  defs: Record<string, JsonSchema>;
  expanding: readonly string[];
}

/** One schema as a short type: `string (3–24 chars)`, `"a" | "b"`, `{ … }` over lines. */
export function schemaText(
  schema: JsonSchema | undefined,
  indent = '',
  context: Context = { defs: schema?.$defs ?? {}, expanding: [] },
): string {
  if (!schema || Object.keys(schema).every((key) => key === '$defs')) return 'any';
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    const target = context.defs[name];
    // a recursive schema (a menu's children): the same shape as the one it is inside
    if (!target || context.expanding.includes(name)) return '(same shape as its parent)';
    return schemaText(target, indent, { ...context, expanding: [...context.expanding, name] });
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return alternatives.map((item) => schemaText(item, indent, context)).join(' | ');
  if (schema.allOf)
    return schema.allOf.map((item) => schemaText(item, indent, context)).join(' & ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return types.map((type) => typeText(schema, type, indent, context)).join(' | ');
}

function typeText(schema: JsonSchema, type: string, indent: string, context: Context): string {
  const fallback =
    schema.default === undefined ? '' : `, default ${JSON.stringify(schema.default)}`;
  switch (type) {
    case 'string': {
      const format = schema.format ? ` <${schema.format}>` : '';
      return `string${format}${range(schema.minLength, schema.maxLength, ' chars')}${fallback}`;
    }
    case 'integer':
    case 'number':
      return `${type}${range(schema.minimum, schema.maximum)}${fallback}`;
    case 'array': {
      const item = schemaText(schema.items, indent, context);
      const items = item.includes(' | ') ? `(${item})[]` : `${item}[]`;
      return `${items}${range(schema.minItems, schema.maxItems, ' items')}`;
    }
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      if (entries.length === 0) return 'object';
      const inner = `${indent}  `;
      const lines = entries.map(([name, property]) => {
        const optional = schema.required?.includes(name) ? '' : '?';
        return `${inner}${name}${optional}: ${schemaText(property, inner, context)}`;
      });
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    default:
      return type;
  }
}
