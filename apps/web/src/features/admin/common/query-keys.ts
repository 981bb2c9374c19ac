/** Query keys of the admin screens: one place, so a save can refresh every list it changes. */
export const USERS_KEY = ['users'] as const;
export const GROUPS_KEY = ['groups'] as const;
export const ALL_GROUPS_KEY = [...GROUPS_KEY, 'all'] as const;
export const MENUS_KEY = ['menus'] as const;
export const MENU_TREE_KEY = [...MENUS_KEY, 'tree'] as const;
export const RESOURCES_KEY = ['resources'] as const;
export const ALL_RESOURCES_KEY = [...RESOURCES_KEY, 'all'] as const;
export const RESOURCE_CATEGORIES_KEY = [...RESOURCES_KEY, 'categories'] as const;
export const SUPPLIERS_KEY = ['suppliers'] as const;

export const groupMenusKey = (roleId: number) => [...GROUPS_KEY, roleId, 'menus'] as const;
export const groupResourcesKey = (roleId: number) => [...GROUPS_KEY, roleId, 'resources'] as const;
export const supplierSearchKey = (keyword: string) =>
  [...SUPPLIERS_KEY, 'search', keyword] as const;
