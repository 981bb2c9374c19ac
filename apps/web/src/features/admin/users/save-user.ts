import { userOperations as op, type UserItem } from '@lading/shared';
import { call } from '../../../api/call';

/** The user form as antd holds it (suppliers keep their labels: `labelInValue`). */
export interface UserFormValues {
  username?: string;
  password?: string;
  nickname: string;
  email?: string;
  groupId: number;
  suppliers?: { value: number; label?: unknown }[];
  status?: boolean;
}

export interface SaveUserInput {
  /** undefined: a new user */
  user?: UserItem | undefined;
  values: UserFormValues;
  /** whether the chosen group is a supplier group */
  supplierGroup: boolean;
}

/**
 * Add: one register call. Edit: the profile through `update` and a changed group through
 * `updateRole`. The server checks "a supplier user has a supplier" against the group held
 * at that moment, so moving into a supplier group saves the suppliers first and moving
 * out of one changes the group first.
 */
export async function saveUser({ user, values, supplierGroup }: SaveUserInput): Promise<void> {
  const supplierIds = (values.suppliers ?? []).map((supplier) => supplier.value);
  const nickname = values.nickname.trim();
  const email = (values.email ?? '').trim();
  if (!user) {
    await call(op.register, {
      body: {
        username: (values.username ?? '').trim(),
        password: values.password ?? '',
        nickname,
        email,
        groupId: values.groupId,
        supplierIds,
        status: values.status === false ? 0 : 1,
      },
    });
    return;
  }
  const groupChanged = values.groupId !== user.groupId;
  const changeGroup = () =>
    call(op.updateRole, { body: { adminId: user.id, roleIds: [values.groupId] } });
  if (groupChanged && !supplierGroup) await changeGroup();
  await call(op.update, {
    params: { id: user.id },
    body: {
      nickname,
      email,
      supplierIds,
      // blank keeps the current password
      ...(values.password ? { password: values.password } : {}),
    },
  });
  if (groupChanged && supplierGroup) await changeGroup();
}
