import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Asks before deleting a row, then says "Deleted". The dialog closes either way: a refusal
 * (the row is still in use…) has already been toasted by the HTTP client.
 */
export function useConfirmDelete() {
  const { t } = useTranslation('common');
  const { message, modal } = App.useApp();
  return (ask: { title: string; content: string; remove(): Promise<unknown> }) =>
    modal.confirm({
      title: ask.title,
      content: ask.content,
      okText: t('actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () =>
        ask.remove().then(
          () => void message.success(t('status.deleted')),
          () => undefined,
        ),
    });
}
