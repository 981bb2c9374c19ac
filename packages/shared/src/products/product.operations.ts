import { z } from 'zod';
import { defineOperation } from '../http/operation';
import { idParams } from '../http/envelope';
import {
  listProductRevisionsResponse,
  listProductsQuery,
  listProductsResponse,
  productItem,
  saveProductRequest,
} from './product.contract';

const tags = ['products'];
const read = { resource: 'products.read' } as const;
const write = { resource: 'products.write' } as const;
const deleting = { resource: 'products.delete' } as const;

/** Product master data (spec §2 /production: product, addProduct, editProduct, productDetails). */
export const productOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/products',
    access: read,
    summary: 'Products; keyword on product ID/item number/names/model, brand, category, activeness',
    tags,
    query: listProductsQuery,
    answer: listProductsResponse,
  }),
  export: defineOperation({
    method: 'GET',
    path: '/products/export',
    access: read,
    summary: 'The product list as Excel (same filters)',
    tags,
    query: listProductsQuery,
    answer: 'file',
  }),
  get: defineOperation({
    method: 'GET',
    path: '/products/:id',
    access: read,
    summary: 'One product',
    tags,
    params: idParams,
    answer: productItem,
  }),
  revisions: defineOperation({
    method: 'GET',
    path: '/products/:id/revisions',
    access: read,
    summary: 'Revision history: one line per changed field (who, when, before → after)',
    tags,
    params: idParams,
    answer: listProductRevisionsResponse,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/products',
    access: write,
    summary: 'Add a product; CBM is computed from L×W×H, never sent',
    tags,
    body: saveProductRequest,
    answer: productItem,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/products/:id',
    access: write,
    summary: 'Edit a product (making it Inactive included)',
    tags,
    params: idParams,
    body: saveProductRequest,
    answer: productItem,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/products/:id',
    access: deleting,
    summary:
      'Delete a product nothing uses (409 naming its PO/SO lines, kits, packaging, lead times)',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
