import { z } from 'zod';
import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  listMenusRequest,
  listMenusResponse,
  menuItem,
  menuTreeResponse,
  parentIdParams,
  saveMenuRequest,
  updateMenuHiddenQuery,
} from './menu.contract';

const tags = ['menus'];
const read = { resource: 'admin.menu.read' } as const;
const write = { resource: 'admin.menu.write' } as const;

/** Menu administration (the /user/menu screens). */
export const menuOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/menu/list/:parentId',
    access: read,
    summary: 'Menus under a parent (0 = top level), highest sort first',
    tags,
    params: parentIdParams,
    query: listMenusRequest,
    answer: listMenusResponse,
  }),
  tree: defineOperation({
    method: 'GET',
    path: '/menu/treeList',
    access: read,
    summary: 'Every menu as a tree (for granting menus to a group)',
    tags,
    answer: menuTreeResponse,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/menu/:id',
    access: read,
    summary: 'One menu',
    tags,
    params: idParams,
    answer: menuItem,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/menu/create',
    access: write,
    summary: 'Add a menu (name unique, at most three levels)',
    tags,
    body: saveMenuRequest,
    answer: menuItem,
  }),
  update: defineOperation({
    method: 'POST',
    path: '/menu/update/:id',
    access: write,
    summary: 'Edit a menu',
    tags,
    params: idParams,
    body: saveMenuRequest,
    answer: menuItem,
  }),
  remove: defineOperation({
    method: 'POST',
    path: '/menu/delete/:id',
    access: write,
    summary: 'Delete a menu without sub-menus',
    tags,
    params: idParams,
    answer: z.null(),
  }),
  updateHidden: defineOperation({
    method: 'POST',
    path: '/menu/updateHidden/:id',
    access: write,
    summary: 'Show (hidden=0) or hide (hidden=1) a menu',
    tags,
    params: idParams,
    query: updateMenuHiddenQuery,
    answer: menuItem,
  }),
};
