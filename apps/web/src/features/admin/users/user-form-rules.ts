import { NEW_PASSWORD_MIN, PASSWORD_MAX, USERNAME_MAX, USERNAME_MIN } from '@lading/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The user form's rules, the same limits as the server's contract (spec §5/§9): user ID
 * trimmed 3–24, password 8–64 (required on add; on edit blank keeps it), nickname 1–50,
 * email optional, group required, a supplier required for the supplier groups.
 */
export function userFormRules(
  t: TFunction<'admin'>,
  options: { adding: boolean; isSupplierGroup: (groupId: number | undefined) => boolean },
) {
  const username: FormRule[] = [
    { required: true, whitespace: true, message: t('users.rules.usernameRequired') },
    {
      validator: (_, value: string | undefined) => {
        const length = (value ?? '').trim().length;
        return length === 0 || (length >= USERNAME_MIN && length <= USERNAME_MAX)
          ? Promise.resolve()
          : Promise.reject(
              new Error(t('users.rules.usernameLength', { min: USERNAME_MIN, max: USERNAME_MAX })),
            );
      },
    },
  ];
  const password: FormRule[] = [
    ...(options.adding ? [{ required: true, message: t('users.rules.passwordRequired') }] : []),
    {
      min: NEW_PASSWORD_MIN,
      max: PASSWORD_MAX,
      message: t('users.rules.passwordLength', { min: NEW_PASSWORD_MIN, max: PASSWORD_MAX }),
    },
  ];
  const nickname: FormRule[] = [
    { required: true, whitespace: true, message: t('users.rules.nicknameRequired') },
    { max: 50, message: t('users.rules.nicknameLength', { max: 50 }) },
  ];
  const email: FormRule[] = [
    { type: 'email', message: t('users.rules.email') },
    { max: 100, message: t('users.rules.emailLength', { max: 100 }) },
  ];
  const groupId: FormRule[] = [{ required: true, message: t('users.rules.groupRequired') }];
  // Read the group at validation time: it re-runs when the group changes (`dependencies`).
  const suppliers: FormRule[] = [
    ({ getFieldValue }) => ({
      validator: (_, value: unknown[] | undefined) =>
        options.isSupplierGroup(getFieldValue('groupId') as number | undefined) && !value?.length
          ? Promise.reject(new Error(t('users.rules.supplierRequired')))
          : Promise.resolve(),
    }),
  ];
  return { username, password, nickname, email, groupId, suppliers };
}
