import { z } from 'zod';
import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  deliverablePoLinesQuery,
  deliverablePoLinesResponse,
  deliveryNoteDetails,
  listDeliveryNotesQuery,
  listDeliveryNotesResponse,
  listPendingLinesQuery,
  listPendingLinesResponse,
  noteNoParams,
  saveDeliveryNoteRequest,
  stockInRequest,
  stockInResult,
} from './delivery-note.contract';

const tags = ['stock'];
const read = { resource: 'stock.deliveryNote.read' } as const;
const write = { resource: 'stock.deliveryNote.write' } as const;
const stockRead = { resource: 'stock.read' } as const;
const stockWrite = { resource: 'stock.write' } as const;
const scope = 'supplier' as const;

/**
 * Delivery notes (issue 16): supplier users create, see and print only their suppliers'
 * notes (another supplier's is a 404); the loading warehouse stocks them in.
 */
export const deliveryNoteOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/delivery-notes',
    access: read,
    scope,
    summary: 'Delivery notes; number, supplier, warehouse, status and day filters, sort',
    tags,
    query: listDeliveryNotesQuery,
    answer: listDeliveryNotesResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/delivery-notes/export',
    access: read,
    scope,
    summary: 'The delivery note list as Excel (same filters and sort)',
    tags,
    query: listDeliveryNotesQuery,
    answer: 'file',
  }),
  get: defineOperation({
    method: 'GET',
    path: '/delivery-notes/:id',
    access: read,
    scope,
    summary: 'One delivery note with its lines and history',
    tags,
    params: idParams,
    answer: deliveryNoteDetails,
  }),
  byNumber: defineOperation({
    method: 'GET',
    path: '/delivery-notes/by-number/:noteNo',
    access: read,
    scope,
    summary: 'One delivery note by its number (a scanned barcode)',
    tags,
    params: noteNoParams,
    answer: deliveryNoteDetails,
  }),
  pdf: defineOperation({
    method: 'GET',
    path: '/delivery-notes/:id/pdf',
    access: read,
    scope,
    summary: 'The delivery note as PDF, its number as a Code 128 barcode',
    tags,
    params: idParams,
    answer: 'file',
  }),
  deliverable: defineOperation({
    method: 'GET',
    path: '/delivery-notes/po-lines',
    access: write,
    scope,
    summary: "The supplier's PO lines a note for this warehouse may name, with what is left",
    tags,
    query: deliverablePoLinesQuery,
    answer: deliverablePoLinesResponse,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/delivery-notes',
    access: write,
    scope,
    summary: 'Create a delivery note (Draft, or Submitted with submit: true)',
    tags,
    body: saveDeliveryNoteRequest,
    answer: deliveryNoteDetails,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/delivery-notes/:id',
    access: write,
    scope,
    summary: 'Edit a Draft delivery note (and submit it with submit: true)',
    tags,
    params: idParams,
    body: saveDeliveryNoteRequest,
    answer: deliveryNoteDetails,
  }),
  submit: defineOperation({
    method: 'POST',
    path: '/delivery-notes/:id/submit',
    access: write,
    scope,
    summary: 'Submit a Draft: its lines wait for stock-in',
    tags,
    params: idParams,
    answer: deliveryNoteDetails,
  }),
  cancel: defineOperation({
    method: 'POST',
    path: '/delivery-notes/:id/cancel',
    access: write,
    scope,
    summary: 'Cancel a Draft or a Submitted note nothing of which is stocked in',
    tags,
    params: idParams,
    answer: deliveryNoteDetails,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/delivery-notes/:id',
    access: write,
    scope,
    summary: 'Delete a Draft delivery note',
    tags,
    params: idParams,
    answer: z.null(),
  }),
  pendingLines: defineOperation({
    method: 'GET',
    path: '/delivery-notes/pending-lines',
    access: stockRead,
    summary: 'Submitted lines not yet stocked in (pendingWarehousing)',
    tags,
    query: listPendingLinesQuery,
    answer: listPendingLinesResponse,
  }),
  exportPendingLines: defineOperation({
    method: 'GET',
    path: '/delivery-notes/pending-lines/export',
    access: stockRead,
    summary: 'The pending lines as Excel (same filters)',
    tags,
    query: listPendingLinesQuery,
    answer: 'file',
  }),
  stockIn: defineOperation({
    method: 'POST',
    path: '/delivery-notes/stock-in',
    access: stockWrite,
    summary: 'Stock in submitted lines: received into stock, damaged and short recorded',
    tags,
    body: stockInRequest,
    answer: stockInResult,
  }),
};
