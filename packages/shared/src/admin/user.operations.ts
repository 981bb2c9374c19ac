import { z } from 'zod';
import { idParams } from '../http/envelope';
import { defineOperation } from '../http/operation';
import {
  listUsersRequest,
  listUsersResponse,
  registerUserRequest,
  updateUserRequest,
  updateUserRoleRequest,
  updateUserStatusQuery,
  userItem,
  userRolesResponse,
} from './user.contract';

const tags = ['users'];
const read = { resource: 'admin.user.read' } as const;
const write = { resource: 'admin.user.write' } as const;

/** spec §7 `/admin/*` user administration calls. */
export const userOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/admin/list',
    access: read,
    summary: 'Users, newest first; keyword matches user ID, nickname or email',
    tags,
    query: listUsersRequest,
    answer: listUsersResponse,
  }),
  register: defineOperation({
    method: 'POST',
    path: '/admin/register',
    access: write,
    summary: 'Create a user in one group (supplier users need at least one supplier)',
    tags,
    body: registerUserRequest,
    answer: userItem,
  }),
  update: defineOperation({
    method: 'POST',
    path: '/admin/update/:id',
    access: write,
    summary: "Edit a user's profile and suppliers; a new password ends their sessions",
    tags,
    params: idParams,
    body: updateUserRequest,
    answer: userItem,
  }),
  updateStatus: defineOperation({
    method: 'POST',
    path: '/admin/updateStatus/:id',
    access: write,
    summary: 'Enable/disable (status=1|0) or lock/unlock (locked=1|0); disabling ends sessions',
    tags,
    params: idParams,
    query: updateUserStatusQuery,
    answer: userItem,
  }),
  remove: defineOperation({
    method: 'POST',
    path: '/admin/delete/:id',
    access: write,
    summary: 'Delete a user; their sessions end at once',
    tags,
    params: idParams,
    answer: z.null(),
  }),
  roles: defineOperation({
    method: 'GET',
    path: '/admin/role/:id',
    access: read,
    summary: "A user's group (a list of one)",
    tags,
    params: idParams,
    answer: userRolesResponse,
  }),
  updateRole: defineOperation({
    method: 'POST',
    path: '/admin/role/update',
    access: write,
    summary: 'Move a user to another group: { adminId, roleIds: [groupId] }',
    tags,
    body: updateUserRoleRequest,
    answer: userRolesResponse,
  }),
};
