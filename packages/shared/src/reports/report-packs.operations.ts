import { defineOperation } from '../http/operation';
import {
  createReportPackBody,
  reportPackJob,
  reportPackJobParams,
  reportPackQueued,
} from './report-packs.contract';

const tags = ['reports'];
const access = { resource: 'reports.read' } as const;

/**
 * PDF and PowerPoint packs of the OTD, utilization, seaReport and shippingAmountReport
 * screens (issue 15): queued as a job, polled, then downloaded. A supplier user's pack holds
 * only its suppliers' rows, as the screen does; a job is readable by its creator only.
 */
export const reportPackOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/reports/packs',
    access,
    summary:
      'Queue a report pack (PDF or PowerPoint) of a report with its filters; answers the job id',
    tags,
    body: createReportPackBody,
    answer: reportPackQueued,
    scope: 'supplier',
  }),
  job: defineOperation({
    method: 'GET',
    path: '/reports/packs/:jobId',
    access,
    summary: 'A report pack job: its progress, then its file name or why it failed',
    tags,
    params: reportPackJobParams,
    answer: reportPackJob,
    scope: 'own',
  }),
  file: defineOperation({
    method: 'GET',
    path: '/reports/packs/:jobId/file',
    access,
    summary: 'The made report pack (.pdf or .pptx)',
    tags,
    params: reportPackJobParams,
    answer: 'file',
    fileTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    scope: 'own',
  }),
};
