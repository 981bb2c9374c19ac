import type {
  CharType,
  CheckRule,
  CodeLevel,
  CodeTemplateItem,
  MatchType,
  SaveCodeTemplateInput,
  SegmentKind,
  TemplateSegment,
} from '@lading/shared';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../api/http';
import { placeFieldErrors } from '../../common/first-error';
import type { NamedOption } from '../../common/useNamedOption';
import { productLabel } from '../../kits/ProductSelect';

/** One segment row of the editor: what is chosen so far (a new row has gaps). */
export interface SegmentRow {
  kind?: SegmentKind | undefined;
  matchType?: MatchType | undefined;
  staticValue?: string | undefined;
  charType?: CharType | undefined;
  length?: number | null | undefined;
  mustContain?: string | undefined;
  mustNotContain?: string | undefined;
  repeatable: boolean;
}

export interface TemplateFormValues {
  name: string;
  /** none: universal (every product) */
  product?: NamedOption | undefined;
  /** none: all suppliers */
  supplier?: NamedOption | undefined;
  checkRule: CheckRule;
  segments: SegmentRow[];
}

/** A segment added to the list: dynamic and repeatable, the rest to be chosen. */
export const newSegment = (): SegmentRow => ({
  matchType: 'dynamic',
  staticValue: '',
  mustContain: '',
  mustNotContain: '',
  repeatable: true,
});

/** Container templates are universal (no product, no supplier) and checked by ISO 6346. */
export const isUniversalLevel = (level: CodeLevel) => level === 'container';

/** A new template of `level`: `segments` are the level's default ones (containers have some). */
export const newTemplate = (
  level: CodeLevel,
  segments: readonly TemplateSegment[] = [],
): Partial<TemplateFormValues> => ({
  checkRule: isUniversalLevel(level) ? 'iso6346' : 'none',
  segments: segments.length ? segments.map((segment) => ({ ...segment })) : [newSegment()],
});

export const toFormValues = (template: CodeTemplateItem): TemplateFormValues => ({
  name: template.name,
  product:
    template.productId === null
      ? undefined
      : {
          value: template.productId,
          label: productLabel({
            productId: template.productCode ?? '',
            shortName: template.productName ?? '',
          }),
        },
  supplier:
    template.supplierId === null
      ? undefined
      : { value: template.supplierId, label: template.supplierCode ?? '' },
  checkRule: template.checkRule,
  segments: template.segments.map((segment) => ({ ...segment })),
});

/**
 * The segment a row stands for once its required choices are made; undefined while one is
 * missing (the try box waits for it, the form's rules name it on Save).
 */
export function segmentOf(row: SegmentRow | undefined): TemplateSegment | undefined {
  if (!row?.kind || !row.matchType || !row.charType) return undefined;
  if (typeof row.length !== 'number' || row.length < 1) return undefined;
  return {
    kind: row.kind,
    matchType: row.matchType,
    staticValue: row.matchType === 'static' ? (row.staticValue ?? '') : '',
    charType: row.charType,
    length: row.length,
    mustContain: row.mustContain ?? '',
    mustNotContain: row.mustNotContain ?? '',
    repeatable: row.repeatable,
  };
}

/** Every row's segment, or undefined while a row is incomplete. */
export function segmentsOf(rows: readonly (SegmentRow | undefined)[]) {
  const segments = rows.map(segmentOf);
  return segments.every((segment) => segment !== undefined) ? segments : undefined;
}

/** Whom a template is for: an edit keeps its product and supplier, containers have none. */
function scopeOf(
  level: CodeLevel,
  values: TemplateFormValues,
  record: Pick<CodeTemplateItem, 'productId' | 'supplierId'> | undefined,
) {
  if (isUniversalLevel(level)) return { productId: null, supplierId: null };
  if (record) return { productId: record.productId, supplierId: record.supplierId };
  return { productId: values.product?.value ?? null, supplierId: values.supplier?.value ?? null };
}

/** The body of a save (`record`: the version an edit starts from). */
export const toSaveBody = (
  level: CodeLevel,
  values: TemplateFormValues,
  record?: Pick<CodeTemplateItem, 'productId' | 'supplierId'>,
): SaveCodeTemplateInput => ({
  name: values.name.trim(),
  level,
  ...scopeOf(level, values, record),
  checkRule: values.checkRule,
  // the form's rules have required every choice by now
  segments: values.segments.map((row) => segmentOf(row)!),
});

/** The server's field names that differ from the form's. */
const FORM_FIELDS: Record<string, string> = { productId: 'product', supplierId: 'supplier' };

/**
 * Puts a refused save's messages next to their fields: the server names a segment's field
 * `segments.2.length`, the form ['segments', 2, 'length']. A 409 (another active template of
 * the same scope) goes on `conflictField`.
 */
export function showTemplateServerErrors(
  form: FormInstance<TemplateFormValues>,
  error: unknown,
  conflictField: 'name' | 'product',
): void {
  if (!(error instanceof ApiError)) return;
  const fields = Object.entries(error.fieldErrors);
  if (fields.length) {
    placeFieldErrors(
      form,
      fields.map(([name, message]) => ({
        name: name
          .split('.')
          .map((part) => (/^\d+$/.test(part) ? Number(part) : (FORM_FIELDS[part] ?? part))),
        errors: [message],
      })),
    );
  } else if (error.code === 409) {
    placeFieldErrors(form, [{ name: conflictField, errors: [error.message] }]);
  }
}
