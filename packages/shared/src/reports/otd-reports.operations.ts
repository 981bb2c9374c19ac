import { defineOperation } from '../http/operation';
import {
  otdLinesQuery,
  otdLinesResponse,
  otdReportQuery,
  otdReportResponse,
  utilizationContainersQuery,
  utilizationContainersResponse,
  utilizationReportQuery,
  utilizationReportResponse,
} from './otd-reports.contract';

const tags = ['reports'];
const access = { resource: 'reports.read' } as const;
/** A supplier user counts its suppliers' lines (OTD) and the containers holding them. */
const scope = 'supplier';

/**
 * /reportForms/OTD and /reportForms/utilization (issue 15): the figures of each report
 * (aggregated by the database), the rows behind a figure, and their Excel export.
 */
export const otdReportOperations = {
  otd: defineOperation({
    method: 'GET',
    path: '/reports/otd',
    access,
    summary: 'OTD: on-time rate of received PO lines by month, supplier, destination, category',
    tags,
    query: otdReportQuery,
    answer: otdReportResponse,
    scope,
  }),
  otdLines: defineOperation({
    method: 'GET',
    path: '/reports/otd/lines',
    access,
    summary: 'OTD: the received (or only the late) lines behind the figures, paged and sorted',
    tags,
    query: otdLinesQuery,
    answer: otdLinesResponse,
    scope,
  }),
  exportOtdLines: defineOperation({
    method: 'GET',
    path: '/reports/otd/lines/export',
    access,
    summary: 'OTD lines as Excel (same filters and scope)',
    tags,
    query: otdLinesQuery,
    answer: 'file',
    scope,
  }),
  utilization: defineOperation({
    method: 'GET',
    path: '/reports/utilization',
    access,
    summary: 'Utilization: containers in the >95 / 90–95 / <90 % bands by CBM and weight',
    tags,
    query: utilizationReportQuery,
    answer: utilizationReportResponse,
    scope,
  }),
  utilizationContainers: defineOperation({
    method: 'GET',
    path: '/reports/utilization/containers',
    access,
    summary: 'Utilization: the containers behind a band, paged and sorted',
    tags,
    query: utilizationContainersQuery,
    answer: utilizationContainersResponse,
    scope,
  }),
  exportUtilizationContainers: defineOperation({
    method: 'GET',
    path: '/reports/utilization/containers/export',
    access,
    summary: 'Utilization containers as Excel (same filters and scope)',
    tags,
    query: utilizationContainersQuery,
    answer: 'file',
    scope,
  }),
};
