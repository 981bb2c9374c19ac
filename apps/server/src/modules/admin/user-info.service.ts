import type { MenuNode, SupplierRef, UserInfoResponse } from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { MenuRow } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BusinessRule, Unauthorized } from '../../platform/http/errors';
import { resourceKeysOfGroup } from '../../platform/permissions/permission.repository';
import { RESOURCE_KEYS } from '../../platform/permissions/resource-catalog';
import { buildMenuTree } from './menu-tree';
import { menuRepository } from './menu.repository';
import { userRepository } from './user.repository';

const toMenuNode = (row: MenuRow): Omit<MenuNode, 'children'> => ({
  name: row.name,
  title: row.title,
  entitle: row.entitle,
  icon: row.icon,
  hidden: row.hidden,
  sort: row.sort,
  keepAlive: row.keep_alive,
});

/** spec §3 user info: username, icon, roles, supplierList and the group's menu tree. */
export async function userInfo(deps: AppDeps, auth: AuthContext): Promise<UserInfoResponse> {
  const db = deps.db.kysely;
  const user = await userRepository.findById(db, auth.userId);
  if (!user) throw new Unauthorized();
  // spec §5: the answer must hold a non-empty roles list.
  if (auth.roles.length === 0) throw new BusinessRule('auth.noRoles');
  const [menus, suppliers, resources] = await Promise.all([
    auth.isAdministrator ? menuRepository.all(db) : menuRepository.ofGroup(db, auth.groupId),
    userRepository.suppliersOf(db, [user.id]),
    auth.isAdministrator ? Promise.resolve(RESOURCE_KEYS) : resourceKeysOfGroup(db, auth.groupId),
  ]);
  const supplierList: SupplierRef[] = suppliers.map(({ id, code, name }) => ({ id, code, name }));
  return {
    username: user.username,
    nickname: user.nickname,
    icon: user.icon,
    roles: auth.roles,
    supplierList,
    menus: buildMenuTree(menus, toMenuNode),
    permissions: [...resources],
  };
}
