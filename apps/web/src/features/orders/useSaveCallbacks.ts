import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from './server-errors';

/**
 * The `mutate` callbacks of an order modal's save: toast `done` and close; a refusal goes
 * next to its fields, or is toasted when none takes it (the order requests are quiet).
 */
export function useSaveCallbacks<T>(form: FormInstance<T>, onClose: () => void) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  return (done: 'status.added' | 'status.saved') => ({
    onSuccess: () => {
      void message.success(t(done));
      onClose();
    },
    onError: (error: Error) => {
      if (!showServerErrors(form, error)) void message.error(error.message);
    },
  });
}
