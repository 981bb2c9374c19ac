import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageOf, pageQuery } from '../http/envelope';

export const groupItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 1 for the 14 groups of spec §6: they cannot be renamed or deleted */
  builtin: z.number().int(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type GroupItem = z.infer<typeof groupItem>;

export const listGroupsRequest = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
});
export type ListGroupsRequest = z.infer<typeof listGroupsRequest>;
export const listGroupsResponse = pageOf(groupItem);
export const listAllGroupsResponse = z.array(groupItem);

export const saveGroupRequest = z.strictObject({
  name: z.string().trim().min(1).max(50),
  description: z.string().trim().max(200).default(''),
});
export type SaveGroupRequest = z.infer<typeof saveGroupRequest>;

export const roleIdParams = z.strictObject({ roleId: recordId });

const idList = z.array(recordId).max(2000);

export const allocMenuRequest = z.strictObject({
  roleId: recordId,
  menuIds: idList,
});
export type AllocMenuRequest = z.infer<typeof allocMenuRequest>;

export const allocResourceRequest = z.strictObject({
  roleId: recordId,
  resourceIds: idList,
});
export type AllocResourceRequest = z.infer<typeof allocResourceRequest>;
