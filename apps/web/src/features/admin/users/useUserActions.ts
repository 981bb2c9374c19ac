import type { UserItem } from '@lading/shared';
import { App } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import { useUserMutations } from './useUsers';

/**
 * The table's status changes and delete, each confirmed first with what will happen
 * (disabling and deleting end the user's sessions at once).
 */
export function useUserActions() {
  const { t } = useTranslation('admin');
  const { message, modal } = App.useApp();
  const { setStatus, remove } = useUserMutations();
  const confirmDelete = useConfirmDelete();
  const common = (key: ParseKeys<'common'>) => t(key, { ns: 'common' });
  // Closes the dialog either way; a failure has already been toasted by the HTTP client.
  const run = (call: () => Promise<unknown>, done: ParseKeys<'common'>) => () =>
    call().then(
      () => void message.success(common(done)),
      () => undefined,
    );

  const toggleStatus = (user: UserItem) => {
    const enabling = user.status !== 1;
    modal.confirm({
      title: t(enabling ? 'users.confirmEnableTitle' : 'users.confirmDisableTitle', {
        name: user.username,
      }),
      content: t(enabling ? 'users.confirmEnable' : 'users.confirmDisable'),
      okText: common('actions.confirm'),
      cancelText: common('actions.cancel'),
      ...(enabling ? {} : { okButtonProps: { danger: true } }),
      onOk: run(
        () => setStatus.mutateAsync({ id: user.id, status: enabling ? 1 : 0 }),
        'status.saved',
      ),
    });
  };

  const unlock = (user: UserItem) =>
    modal.confirm({
      title: t('users.confirmUnlockTitle', { name: user.username }),
      content: t('users.confirmUnlock'),
      okText: common('actions.confirm'),
      cancelText: common('actions.cancel'),
      onOk: run(() => setStatus.mutateAsync({ id: user.id, locked: 0 }), 'status.saved'),
    });

  const removeUser = (user: UserItem) =>
    confirmDelete({
      title: t('users.confirmDeleteTitle', { name: user.username }),
      content: t('users.confirmDelete'),
      remove: () => remove.mutateAsync(user.id),
    });

  return { toggleStatus, unlock, remove: removeUser };
}
