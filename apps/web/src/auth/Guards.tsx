import type { ReactNode } from 'react';
import { usePermissions } from './session';

/**
 * spec §6: renders its children only when the user holds one of `roles` (administrators
 * pass unless `exemptAdministrators` is false). No role list throws '缺少唯一指令'.
 */
export function RoleGuard(props: {
  roles: readonly string[];
  exemptAdministrators?: boolean;
  children: ReactNode;
}) {
  const { holdsAnyRole } = usePermissions();
  const allowed = holdsAnyRole(props.roles, {
    exemptAdministrators: props.exemptAdministrators ?? true,
  });
  return allowed ? <>{props.children}</> : null;
}

/** Renders write buttons only with the matching edit permission (a resource key). */
export function Can(props: { resource: string; children: ReactNode }) {
  const { can } = usePermissions();
  return can(props.resource) ? <>{props.children}</> : null;
}
