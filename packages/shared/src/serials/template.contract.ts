import { z } from 'zod';
import { pageOf, pageQuery } from '../http/envelope';
import {
  CHAR_TYPES,
  CHECK_RULES,
  CODE_LEVELS,
  MATCH_TYPES,
  MAX_SEGMENT_LENGTH,
  MAX_SEGMENTS,
  SEGMENT_KINDS,
} from './serial-constants';

/**
 * Serial-number templates (issue 18; spec §2 /verification, §3 "Serial-number template", §5
 * "Serial-number templates"): per level, per product (or universal) and per supplier (or all
 * suppliers), versioned — saving an edit writes version n+1 and codes keep the version they
 * matched. A template is an ordered list of fixed-length segments.
 */

const id = z.number().int().positive();

export const templateSegment = z
  .strictObject({
    kind: z.enum(SEGMENT_KINDS, { message: 'serials.segmentKindRequired' }),
    matchType: z.enum(MATCH_TYPES, { message: 'serials.matchTypeRequired' }),
    /** the fixed value of a static segment ('' when dynamic) */
    staticValue: z.string().max(MAX_SEGMENT_LENGTH).default(''),
    charType: z.enum(CHAR_TYPES, { message: 'serials.charTypeRequired' }),
    length: z
      .number({ message: 'serials.lengthRequired' })
      .int()
      .min(1, { message: 'serials.lengthRange' })
      .max(MAX_SEGMENT_LENGTH, { message: 'serials.lengthRange' }),
    /** characters the segment must contain (each of them), '' for none */
    mustContain: z.string().max(20).default(''),
    /** characters the segment must not contain, '' for none */
    mustNotContain: z.string().max(20).default(''),
    /** false: the segment's value is unique among the codes of this template (a serial no.) */
    repeatable: z.boolean().default(true),
  })
  .superRefine((segment, ctx) => {
    if (segment.matchType === 'static' && segment.staticValue.length !== segment.length) {
      ctx.addIssue({ code: 'custom', path: ['staticValue'], message: 'serials.staticValueLength' });
    }
  });
export type TemplateSegment = z.infer<typeof templateSegment>;
export type TemplateSegmentInput = z.input<typeof templateSegment>;

export const codeTemplateItem = z.object({
  id: z.number().int(),
  /** every version of a template shares its first version's id */
  familyId: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  level: z.enum(CODE_LEVELS),
  /** null: universal (every product) */
  productId: z.number().int().nullable(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  /** null: all suppliers */
  supplierId: z.number().int().nullable(),
  supplierCode: z.string().nullable(),
  supplierName: z.string().nullable(),
  segments: z.array(templateSegment),
  checkRule: z.enum(CHECK_RULES),
  active: z.boolean(),
  /** codes stored that matched this version */
  codeCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CodeTemplateItem = z.infer<typeof codeTemplateItem>;

export const codeTemplateDetails = codeTemplateItem.extend({
  /** the earlier versions, newest first */
  versions: z.array(codeTemplateItem),
});
export type CodeTemplateDetails = z.infer<typeof codeTemplateDetails>;

export const listCodeTemplatesQuery = pageQuery.extend({
  level: z.enum(CODE_LEVELS),
  keyword: z.string().trim().max(100).optional(),
  productId: z.coerce.number().int().positive().optional(),
  supplierId: z.coerce.number().int().positive().optional(),
  /** 1: active only, 0: inactive only; absent: both */
  active: z.coerce.number().int().min(0).max(1).optional(),
});
export type ListCodeTemplatesQuery = z.infer<typeof listCodeTemplatesQuery>;
export const listCodeTemplatesResponse = pageOf(codeTemplateItem);

/** POST /api/serial-templates, PUT /api/serial-templates/:id (writes the next version). */
export const saveCodeTemplateRequest = z.strictObject({
  name: z
    .string({ message: 'serials.nameRequired' })
    .trim()
    .min(1, { message: 'serials.nameRequired' })
    .max(100),
  level: z.enum(CODE_LEVELS, { message: 'serials.levelRequired' }),
  productId: id.nullable().default(null),
  supplierId: id.nullable().default(null),
  segments: z
    .array(templateSegment)
    .min(1, { message: 'serials.segmentsRequired' })
    .max(MAX_SEGMENTS),
  checkRule: z.enum(CHECK_RULES).default('none'),
});
export type SaveCodeTemplateRequest = z.infer<typeof saveCodeTemplateRequest>;
export type SaveCodeTemplateInput = z.input<typeof saveCodeTemplateRequest>;

export const setTemplateActiveRequest = z.strictObject({ active: z.boolean() });

/** The GS1 settings of labels: a pallet label carries an SSCC when a company prefix is set. */
export const labelSettings = z.object({
  /** 6–12 digits, '' when not set */
  gs1CompanyPrefix: z.string(),
  /** SSCC extension digit 0–9 */
  ssccExtension: z.number().int().min(0).max(9),
});
export type LabelSettings = z.infer<typeof labelSettings>;
export const saveLabelSettingsRequest = z.strictObject({
  gs1CompanyPrefix: z
    .string()
    .trim()
    .regex(/^(\d{6,12})?$/, { message: 'serials.companyPrefixFormat' }),
  ssccExtension: z.number().int().min(0).max(9),
});
