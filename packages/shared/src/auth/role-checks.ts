import { ADMINISTRATOR_GROUP, SUPER_ADMIN_GROUP, type BuiltInGroup } from './groups';

/**
 * spec §6 role checks, one place for server and web. Each answers the question its name
 * asks (the original helpers were inverted; these are not). `roles` is the session
 * user's role list (`/admin/info` roles: the group name).
 */
export type Roles = readonly string[];

const holds = (roles: Roles, group: BuiltInGroup) => roles.includes(group);

/** Super administrator or 10-Administrator: they pass every permission check. */
export const isAdministrator = (roles: Roles) =>
  holds(roles, SUPER_ADMIN_GROUP) || holds(roles, ADMINISTRATOR_GROUP);

export const isSupplierUser = (roles: Roles) => holds(roles, '7-Supplier');
export const isSupplierQrcUser = (roles: Roles) => holds(roles, '11-Supplier QRC');
/** Either supplier group: the user's rows are scoped to their supplierList. */
export const isAnySupplierUser = (roles: Roles) =>
  isSupplierUser(roles) || isSupplierQrcUser(roles);
/** spec §6: 8-African OPS and 9-Country&B2B are treated together. */
export const isAfricanOrCountryUser = (roles: Roles) =>
  holds(roles, '8-African OPS') || holds(roles, '9-Country&B2B');
export const isLoadingWarehouseUser = (roles: Roles) => holds(roles, '12-Loading Warehouse');
export const isScmUser = (roles: Roles) => holds(roles, '1-SCM');
export const isOpmOrSouUser = (roles: Roles) => holds(roles, '5-OPM') || holds(roles, '13-SOU');
export const isMqUser = (roles: Roles) => holds(roles, '4-MQ');
export const isViewUser = (roles: Roles) => holds(roles, '2-View');
export const isLogisticUser = (roles: Roles) => holds(roles, '3-Logistic');
export const isDdcUser = (roles: Roles) => holds(roles, '6-DDC');
export const isSouUser = (roles: Roles) => holds(roles, '13-SOU');

/** spec §6: the documentation icon shows only for 9-Country&B2B and 8-African OPS. */
export const seesDocumentationIcon = isAfricanOrCountryUser;

export class MissingRoleListError extends Error {
  constructor() {
    // spec §5: the guard given no role list raises exactly this.
    super('缺少唯一指令');
  }
}

/**
 * spec §6: true when the user holds at least one listed role. Administrators pass unless
 * `exemptAdministrators` is false (the spec's "variant that does not exempt").
 */
export const holdsAnyRole = (
  roles: Roles,
  required: readonly string[],
  { exemptAdministrators = true }: { exemptAdministrators?: boolean } = {},
): boolean => {
  if (required.length === 0) throw new MissingRoleListError();
  if (exemptAdministrators && isAdministrator(roles)) return true;
  return required.some((role) => roles.includes(role));
};
