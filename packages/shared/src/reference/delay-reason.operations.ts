import { z } from 'zod';
import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  delayReasonItem,
  delayReasonOptionsResponse,
  listDelayReasonsQuery,
  listDelayReasonsResponse,
  saveDelayReasonRequest,
  setDelayReasonActiveRequest,
} from './delay-reason.contract';

const tags = ['reference'];
const read = { resource: 'reference.read' } as const;
const write = { resource: 'reference.write' } as const;

/** Delay reason codes (issue 15, /information/delayReason): what the Δ1–Δ5 reasons name. */
export const delayReasonOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/delay-reasons',
    access: read,
    summary: 'Delay reason codes; keyword on code or names, active filter, sort',
    tags,
    query: listDelayReasonsQuery,
    answer: listDelayReasonsResponse,
  }),
  options: defineOperation({
    method: 'GET',
    path: '/delay-reasons/options',
    access: read,
    summary: 'The active delay reason codes, by code (a reason select offers these)',
    tags,
    answer: delayReasonOptionsResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/delay-reasons/export',
    access: read,
    summary: 'The delay reason list as Excel (same filters and sort)',
    tags,
    query: listDelayReasonsQuery,
    answer: 'file',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/delay-reasons',
    access: write,
    summary: 'Add a delay reason code (code unique)',
    tags,
    body: saveDelayReasonRequest,
    answer: delayReasonItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/delay-reasons/:id',
    access: write,
    summary: 'Edit a delay reason code',
    tags,
    params: idParams,
    body: saveDelayReasonRequest,
    answer: delayReasonItem,
  }),
  setActive: defineOperation({
    method: 'PUT',
    path: '/delay-reasons/:id/active',
    access: write,
    summary: 'Activate or deactivate a delay reason code (inactive: kept, no longer offered)',
    tags,
    params: idParams,
    body: setDelayReasonActiveRequest,
    answer: delayReasonItem,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/delay-reasons/:id',
    access: write,
    summary: 'Delete a delay reason code no container names',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
