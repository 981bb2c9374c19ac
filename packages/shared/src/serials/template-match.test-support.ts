import type { TemplateSegment } from './template.contract';
import type { MatchTemplate } from './template-match';

/* The template-match tests' builders: a segment (serial no., 4 alphanumerics unless told) and a
 * template named T1. */

export const segment = (fields: Partial<TemplateSegment>): TemplateSegment => ({
  kind: 'serialNo',
  matchType: 'dynamic',
  staticValue: '',
  charType: 'alphanumeric',
  length: 4,
  mustContain: '',
  mustNotContain: '',
  repeatable: true,
  ...fields,
});

export const template = (
  segments: TemplateSegment[],
  checkRule: MatchTemplate['checkRule'] = 'none',
) => ({
  name: 'T1',
  segments,
  checkRule,
});
