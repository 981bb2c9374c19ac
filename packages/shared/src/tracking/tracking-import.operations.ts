import { defineOperation } from '../http/operation';
import { importOperations } from '../import/import.operations';
import { trackingImportJob, trackingTemplateQuery } from './tracking-import.contract';

const KIND = {
  base: '/container-tracking/import',
  resource: 'tracking.write',
  tags: ['tracking'],
  what: 'container tracking updates',
  job: trackingImportJob,
} as const;

/**
 * Tracking update by Excel (issue 15); needs `tracking.write`. The import's four operations
 * (`template` is the blank template), plus `filledTemplate`: the template of chosen
 * containers pre-filled with their current values, which uploaded unchanged changes nothing.
 */
export const trackingImportOperations = {
  ...importOperations(KIND),
  filledTemplate: defineOperation({
    method: 'GET',
    path: `${KIND.base}/containers-template`,
    access: { resource: KIND.resource },
    summary:
      'The tracking template (.xlsx) of the containers `ids`, or of those the shipping-plan filters find, pre-filled with their current values',
    tags: KIND.tags,
    query: trackingTemplateQuery,
    answer: 'file',
    scope: 'supplier',
  }),
};
