import { describe, expect, it } from 'vitest';
import { filterOperations, operationsByTag, schemaText, type OpenApiDocument } from './openapi';

const envelope = (data: object) => ({
  200: {
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
        },
      },
    },
  },
});

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Lading API', version: '0.1.0' },
  paths: {
    '/api/admin/login': {
      post: {
        summary: 'Sign in',
        tags: ['session'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { username: { type: 'string', minLength: 3, maxLength: 24 } },
                required: ['username'],
              },
            },
          },
        },
        responses: envelope({ type: 'string' }),
      },
    },
    '/api/suppliers/export': {
      get: { summary: 'Suppliers as Excel', tags: ['suppliers'], security: [{ bearer: [] }] },
    },
    '/api/products/import': {
      post: {
        summary: 'Upload products',
        tags: ['products'],
        security: [{ bearer: [] }],
        requestBody: { content: { 'multipart/form-data': {} } },
        responses: envelope({ type: 'object', properties: { jobId: { type: 'integer' } } }),
      },
    },
  },
};

describe('the API reference model', () => {
  it('groups operations by tag, with what data holds and who may call', () => {
    const tags = operationsByTag(doc);
    expect(tags.map((tag) => tag.tag)).toEqual(['session', 'suppliers', 'products']);
    const [login] = tags[0]!.operations;
    expect(login).toMatchObject({ key: 'POST /api/admin/login', signedIn: false });
    expect(login!.answer).toMatchObject({ type: 'string' });
    expect(tags[1]!.operations[0]).toMatchObject({ signedIn: true, answer: 'file' });
    expect(tags[2]!.operations[0]!.body).toBe('file');
    expect(filterOperations(tags, 'EXPORT').map((tag) => tag.tag)).toEqual(['suppliers']);
  });

  it('writes a schema as a short type', () => {
    expect(schemaText({ type: 'string', minLength: 3, maxLength: 24 })).toBe('string (3–24 chars)');
    // zod's safe-integer bounds say nothing
    expect(
      schemaText({ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 }),
    ).toBe('integer');
    expect(schemaText({ type: 'integer', minimum: 1, default: 10 })).toBe(
      'integer (≥ 1), default 10',
    );
    expect(schemaText({ type: ['string', 'null'], format: 'date' })).toBe('string <date> | null');
    expect(schemaText({ type: 'string', enum: ['avl', 'disqualified'] })).toBe(
      '"avl" | "disqualified"',
    );
    expect(
      schemaText({
        type: 'object',
        properties: { id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
        required: ['id'],
      }),
    ).toBe('{\n  id: integer\n  tags?: string[]\n}');
    expect(schemaText({})).toBe('any');
  });

  it('writes a recursive schema once, not forever', () => {
    const menu = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/$defs/menu' } },
      },
      required: ['name', 'children'],
    };
    const text = schemaText({ type: 'array', items: { $ref: '#/$defs/menu' }, $defs: { menu } });
    expect(text).toBe('{\n  name: string\n  children: (same shape as its parent)[]\n}[]');
  });
});
