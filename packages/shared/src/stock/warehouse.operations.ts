import { z } from 'zod';
import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  listWarehousesQuery,
  listWarehousesResponse,
  saveWarehouseRequest,
  warehouseItem,
  warehouseOptionsResponse,
} from './warehouse.contract';

const tags = ['stock'];
const read = { resource: 'reference.read' } as const;
const write = { resource: 'reference.write' } as const;

/** Warehouses (issue 16, /information/warehouse): reference data of the stock ledger. */
export const warehouseOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/warehouses',
    access: read,
    summary: 'Warehouses; keyword on code or name, type and active filters, sort',
    tags,
    query: listWarehousesQuery,
    answer: listWarehousesResponse,
  }),
  options: defineOperation({
    method: 'GET',
    path: '/warehouses/options',
    access: 'signedIn',
    summary: 'Every warehouse by code (pickers and filters; inactive ones flagged)',
    tags,
    answer: warehouseOptionsResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/warehouses/export',
    access: read,
    summary: 'The warehouse list as Excel (same filters and sort)',
    tags,
    query: listWarehousesQuery,
    answer: 'file',
  }),
  create: defineOperation({
    method: 'POST',
    path: '/warehouses',
    access: write,
    summary: 'Add a warehouse (code unique; a loading warehouse names its loading point)',
    tags,
    body: saveWarehouseRequest,
    answer: warehouseItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/warehouses/:id',
    access: write,
    summary: 'Edit a warehouse (its type cannot change once it holds stock)',
    tags,
    params: idParams,
    body: saveWarehouseRequest,
    answer: warehouseItem,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/warehouses/:id',
    access: write,
    summary: 'Delete a warehouse no move or document names (deactivate it otherwise)',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
