import { z } from 'zod';
import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  allocMenuRequest,
  allocResourceRequest,
  groupItem,
  listAllGroupsResponse,
  listGroupsRequest,
  listGroupsResponse,
  roleIdParams,
  saveGroupRequest,
} from './group.contract';
import { menuItem } from './menu.contract';
import { listAllResourcesResponse } from './resource.contract';

const tags = ['groups'];
const read = { resource: 'admin.group.read' } as const;
const write = { resource: 'admin.group.write' } as const;

/** Groups (the spec's roles): CRUD plus access (menus) and edit (resources) permissions. */
export const groupOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/role/list',
    access: read,
    summary: 'Groups with their user counts; keyword on name/description',
    tags,
    query: listGroupsRequest,
    answer: listGroupsResponse,
  }),
  listAll: defineOperation({
    method: 'GET',
    path: '/role/listAll',
    access: read,
    summary: 'Every group (for choosing a user group)',
    tags,
    answer: listAllGroupsResponse,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/role/create',
    access: write,
    summary: 'Add a group (name unique)',
    tags,
    body: saveGroupRequest,
    answer: groupItem,
  }),
  update: defineOperation({
    method: 'POST',
    path: '/role/update/:id',
    access: write,
    summary: 'Edit a group (built-in groups keep their names)',
    tags,
    params: idParams,
    body: saveGroupRequest,
    answer: groupItem,
  }),
  remove: defineOperation({
    method: 'POST',
    path: '/role/delete/:id',
    access: write,
    summary: 'Delete a group that is not built in and has no users',
    tags,
    params: idParams,
    answer: z.null(),
  }),
  menus: defineOperation({
    method: 'GET',
    path: '/role/listMenu/:roleId',
    access: read,
    summary: "A group's menus (access permissions)",
    tags,
    params: roleIdParams,
    answer: z.array(menuItem),
  }),
  resources: defineOperation({
    method: 'GET',
    path: '/role/listResource/:roleId',
    access: read,
    summary: "A group's resources (edit permissions)",
    tags,
    params: roleIdParams,
    answer: listAllResourcesResponse,
  }),
  allocMenu: defineOperation({
    method: 'POST',
    path: '/role/allocMenu',
    access: write,
    summary: "Replace a group's menus: { roleId, menuIds } (parents are added)",
    tags,
    body: allocMenuRequest,
    answer: z.array(menuItem),
  }),
  allocResource: defineOperation({
    method: 'POST',
    path: '/role/allocResource',
    access: write,
    summary: "Replace a group's resources: { roleId, resourceIds }",
    tags,
    body: allocResourceRequest,
    answer: listAllResourcesResponse,
  }),
};
