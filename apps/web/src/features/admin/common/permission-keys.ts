/** The edit-permission resource keys of the admin screens (server route declarations). */
export const PERMISSION = {
  userWrite: 'admin.user.write',
  groupWrite: 'admin.group.write',
  menuWrite: 'admin.menu.write',
  resourceWrite: 'admin.resource.write',
} as const;
