import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { importOperations } from '../import/import.operations';
import {
  bindingImportJob,
  createExportTaskRequest,
  exportTaskItem,
  listExportTasksQuery,
  listExportTasksResponse,
} from './export-task.contract';

const tags = ['serials'];
const read = { resource: 'serials.read' } as const;

/** Export tasks (issue 19; /datas/exportTask): background exports of a main code's data. */
export const exportTaskOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/serials/export-tasks',
    access: read,
    summary:
      "The caller's export tasks, newest first (time, main code, code level, status, file); status, level, code; paging",
    tags,
    query: listExportTasksQuery,
    answer: listExportTasksResponse,
    scope: 'own',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/serials/export-tasks',
    access: read,
    summary:
      'Queue an export of the codes under a main code (all levels below it) as Excel, CSV or EPCIS 2.0 JSON-LD; answers the task (Loading) at once',
    tags,
    body: createExportTaskRequest,
    answer: exportTaskItem,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/serials/export-tasks/:id',
    access: read,
    summary: 'One export task: its status and progress',
    tags,
    params: idParams,
    answer: exportTaskItem,
    scope: 'own',
  }),
  file: defineOperation({
    method: 'GET',
    path: '/serials/export-tasks/:id/file',
    access: read,
    summary: "A finished export task's file (streamed)",
    tags,
    params: idParams,
    answer: 'file',
    fileTypes: [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
      'application/ld+json',
    ],
    scope: 'own',
  }),
};

/**
 * Bulk binding files (issue 19): child code, child level, parent code, parent level — Excel,
 * CSV or an EPCIS 2.0 JSON-LD document of AggregationEvents. Checked row by row with the
 * stations' rules, then bound whole or not at all, in a background job.
 */
export const bindingImportOperations = importOperations({
  base: '/serials/bindings/import',
  resource: 'serials.bind',
  tags,
  what: 'code bindings',
  job: bindingImportJob,
});
