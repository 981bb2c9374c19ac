import { ClockCircleOutlined } from '@ant-design/icons';
import { supplierFileOperations as op } from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';

/**
 * Runs the daily expiry scan now, after asking (spec §5: approved files come into effect,
 * past ones expire, owners are warned), and says what it did. For reviewers only: the
 * page shows it under `Can`.
 */
export function ExpiryScanButton() {
  const { t } = useTranslation('dueDiligence');
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const scan = useMutation({
    mutationFn: () => call(op.runExpiry, { body: {} }),
    onSuccess: (result) => {
      void message.success(t('approvals.expiryDone', result));
      return queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY });
    },
  });
  const ask = () =>
    modal.confirm({
      title: t('approvals.runExpiryConfirm'),
      content: t('approvals.runExpiryContent'),
      okText: t('approvals.run'),
      cancelText: t('actions.cancel', { ns: 'common' }),
      // a refusal has been toasted by the client
      onOk: () => scan.mutateAsync().catch(() => undefined),
    });
  return (
    <Button icon={<ClockCircleOutlined />} loading={scan.isPending} onClick={ask}>
      {t('approvals.runExpiry')}
    </Button>
  );
}
