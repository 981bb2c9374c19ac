import { z } from 'zod';
import { recordIdOrRoot } from '../http/record-id';
import { flag01, pageOf, pageQuery } from '../http/envelope';

/** spec §2: menus nest at most three levels. */
export const MAX_MENU_LEVEL = 3;

export const menuItem = z.object({
  id: z.number().int(),
  /** 0 for a top-level menu */
  parentId: z.number().int(),
  name: z.string(),
  title: z.string(),
  entitle: z.string(),
  icon: z.string(),
  hidden: z.number().int(),
  sort: z.number().int(),
  keepAlive: z.number().int(),
  /** 0 top level, 1 second, 2 third */
  level: z.number().int(),
  createdAt: z.string(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menuTreeItem = menuItem.extend({
  get children(): z.ZodArray<typeof menuTreeItem> {
    return z.array(menuTreeItem);
  },
});
export type MenuTreeItem = z.infer<typeof menuTreeItem>;

export const parentIdParams = z.strictObject({ parentId: recordIdOrRoot });
export const listMenusRequest = pageQuery;
export const listMenusResponse = pageOf(menuItem);
export const menuTreeResponse = z.array(menuTreeItem);

export const saveMenuRequest = z.strictObject({
  parentId: z.number().int().min(0).default(0),
  name: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { message: 'validation.menuName' }),
  title: z.string().trim().min(1).max(50),
  entitle: z.string().trim().min(1).max(80),
  icon: z.string().trim().max(50).default(''),
  hidden: flag01.default(0),
  sort: z.number().int().min(0).max(100000).default(0),
  keepAlive: flag01.default(0),
});
export type SaveMenuRequest = z.infer<typeof saveMenuRequest>;

export const updateMenuHiddenQuery = z.strictObject({ hidden: flag01 });
