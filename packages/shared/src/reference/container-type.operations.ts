import { z } from 'zod';
import { defineOperation } from '../http/operation';
import {
  containerTypeItem,
  containerTypeParams,
  updateContainerTypeRequest,
} from './reference.contract';

const tags = ['reference'];

/**
 * Container types (spec §9: 40HQ and 20GP): inner size, usable CBM, pallets, max payload
 * and the utilization target the planner aims at. A fixed pair, so no create or delete.
 */
export const containerTypeOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/container-types',
    access: { resource: 'reference.read' },
    summary: 'Both container types (40HQ, 20GP)',
    tags,
    answer: z.array(containerTypeItem),
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/container-types/:code',
    access: { resource: 'reference.write' },
    summary: "Edit a container type's size, usable CBM (2 decimals), pallets, payload, target",
    tags,
    params: containerTypeParams,
    body: updateContainerTypeRequest,
    answer: containerTypeItem,
  }),
};
