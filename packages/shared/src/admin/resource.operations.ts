import { z } from 'zod';
import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  listAllResourcesResponse,
  listResourceCategoriesResponse,
  listResourcesRequest,
  listResourcesResponse,
  resourceCategoryItem,
  resourceItem,
  saveResourceCategoryRequest,
  saveResourceRequest,
} from './resource.contract';

const tags = ['resources'];
const read = { resource: 'admin.resource.read' } as const;
const write = { resource: 'admin.resource.write' } as const;

/** Permission resources and their categories (the /user/resource screens). */
export const resourceOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/resource/list',
    access: read,
    summary: 'Resources, by category; keyword on name/key, urlKeyword on routes',
    tags,
    query: listResourcesRequest,
    answer: listResourcesResponse,
  }),
  listAll: defineOperation({
    method: 'GET',
    path: '/resource/listAll',
    access: read,
    summary: 'Every resource (for granting resources to a group)',
    tags,
    answer: listAllResourcesResponse,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/resource/:id',
    access: read,
    summary: 'One resource',
    tags,
    params: idParams,
    answer: resourceItem,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/resource/create',
    access: write,
    summary: 'Add a resource (key unique)',
    tags,
    body: saveResourceRequest,
    answer: resourceItem,
  }),
  update: defineOperation({
    method: 'POST',
    path: '/resource/update/:id',
    access: write,
    summary: "Edit a resource (a built-in resource's key and routes stay)",
    tags,
    params: idParams,
    body: saveResourceRequest,
    answer: resourceItem,
  }),
  remove: defineOperation({
    method: 'POST',
    path: '/resource/delete/:id',
    access: write,
    summary: 'Delete a resource the server does not check',
    tags,
    params: idParams,
    answer: z.null(),
  }),
  categories: defineOperation({
    method: 'GET',
    path: '/resourceCategory/listAll',
    access: read,
    summary: 'Every resource category with its resource count',
    tags,
    answer: listResourceCategoriesResponse,
  }),
  createCategory: defineOperation({
    method: 'POST',
    path: '/resourceCategory/create',
    access: write,
    summary: 'Add a resource category (name unique)',
    tags,
    body: saveResourceCategoryRequest,
    answer: resourceCategoryItem,
  }),
  updateCategory: defineOperation({
    method: 'POST',
    path: '/resourceCategory/update/:id',
    access: write,
    summary: 'Rename or re-order a resource category',
    tags,
    params: idParams,
    body: saveResourceCategoryRequest,
    answer: resourceCategoryItem,
  }),
  removeCategory: defineOperation({
    method: 'POST',
    path: '/resourceCategory/delete/:id',
    access: write,
    summary: 'Delete an empty resource category',
    tags,
    params: idParams,
    answer: z.null(),
  }),
};
