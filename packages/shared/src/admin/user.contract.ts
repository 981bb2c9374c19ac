import { z } from 'zod';
import { recordId } from '../http/record-id';
import { flag01, pageOf, pageQuery } from '../http/envelope';
import { newPasswordField, supplierRef, usernameField } from './session.contract';

const nickname = z.string().trim().min(1).max(50);
const email = z.union([z.literal(''), z.email().max(100)]);
const icon = z.string().trim().max(500);
const supplierIds = z.array(recordId).max(500);

export const userItem = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  icon: z.string(),
  /** 1 enabled, 0 disabled */
  status: z.number().int(),
  /** 1 locked (by an administrator, or automatically after failed sign-ins), 0 not */
  locked: z.number().int(),
  /** When an automatic lock lifts itself; null without one (an administrator's lock has no end). */
  lockedUntil: z.string().nullable(),
  failedLoginCount: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  supplierList: z.array(supplierRef),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserItem = z.infer<typeof userItem>;

export const listUsersRequest = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  groupId: recordId.optional(),
  status: flag01.optional(),
  locked: flag01.optional(),
});
export type ListUsersRequest = z.infer<typeof listUsersRequest>;
export const listUsersResponse = pageOf(userItem);

export const registerUserRequest = z.strictObject({
  username: usernameField,
  password: newPasswordField,
  nickname,
  email: email.default(''),
  icon: icon.default(''),
  groupId: z.number().int().positive(),
  supplierIds: supplierIds.default([]),
  status: flag01.default(1),
});
export type RegisterUserRequest = z.infer<typeof registerUserRequest>;

/** A blank or absent password keeps the current one; a new one revokes the user's sessions. */
export const updateUserRequest = z.strictObject({
  nickname,
  /** absent keeps the current value; '' clears it */
  email: email.optional(),
  icon: icon.optional(),
  password: z.union([z.literal(''), newPasswordField]).optional(),
  supplierIds: supplierIds.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

export const updateUserStatusQuery = z
  .strictObject({ status: flag01.optional(), locked: flag01.optional() })
  .refine((query) => query.status !== undefined || query.locked !== undefined, {
    path: ['status'],
    message: 'validation.required',
  });
export type UpdateUserStatusQuery = z.infer<typeof updateUserStatusQuery>;

export const groupRef = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type GroupRef = z.infer<typeof groupRef>;
export const userRolesResponse = z.array(groupRef);

/** spec §7 `/admin/role/update`: kept as a list for the spec's shape; a user has exactly one. */
export const updateUserRoleRequest = z.strictObject({
  adminId: recordId,
  roleIds: z.array(recordId).length(1, { message: 'admin.oneGroup' }),
});
export type UpdateUserRoleRequest = z.infer<typeof updateUserRoleRequest>;
