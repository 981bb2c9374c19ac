import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  codeTemplateDetails,
  labelSettings,
  listCodeTemplatesQuery,
  listCodeTemplatesResponse,
  saveCodeTemplateRequest,
  saveLabelSettingsRequest,
  setTemplateActiveRequest,
} from './template.contract';

const tags = ['serials'];
const read = { resource: 'serials.read' } as const;
const write = { resource: 'serials.template.write' } as const;

/** Serial-number templates (issue 18): 4-MQ and administrators manage them; scanners read. */
export const codeTemplateOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/serial-templates',
    access: read,
    summary: 'Code templates of one level; keyword, product, supplier and active filters',
    tags,
    query: listCodeTemplatesQuery,
    answer: listCodeTemplatesResponse,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/serial-templates/:id',
    access: read,
    summary: 'One template version with the earlier versions of its template',
    tags,
    params: idParams,
    answer: codeTemplateDetails,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/serial-templates',
    access: write,
    summary: 'Create a template (version 1)',
    tags,
    body: saveCodeTemplateRequest,
    answer: codeTemplateDetails,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/serial-templates/:id',
    access: write,
    summary: 'Save a new version of the template (codes keep the version they matched)',
    tags,
    params: idParams,
    body: saveCodeTemplateRequest,
    answer: codeTemplateDetails,
  }),
  setActive: defineOperation({
    method: 'PUT',
    path: '/serial-templates/:id/active',
    access: write,
    summary: 'Put a template in or out of use',
    tags,
    params: idParams,
    body: setTemplateActiveRequest,
    answer: codeTemplateDetails,
  }),
  labelSettings: defineOperation({
    method: 'GET',
    path: '/serial-templates/label-settings',
    access: read,
    summary: 'The GS1 company prefix and SSCC extension digit of pallet labels',
    tags,
    answer: labelSettings,
  }),
  saveLabelSettings: defineOperation({
    method: 'PUT',
    path: '/serial-templates/label-settings',
    access: write,
    summary: 'Set the GS1 company prefix and SSCC extension digit of pallet labels',
    tags,
    body: saveLabelSettingsRequest,
    answer: labelSettings,
  }),
} as const;
