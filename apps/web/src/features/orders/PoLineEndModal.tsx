import type { PoLineItem } from '@lading/shared';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from './server-errors';
import { usePoMutations } from './useOrders';
import { focusFirstField } from '../common/focus-first-field';

export type LineEnd = 'close' | 'cancel';

/**
 * Closes or cancels a PO line after a confirmation with a reason (nothing more will be
 * planned on it; the reason lands in the revision history).
 */
export function PoLineEndModal(props: {
  line: PoLineItem | undefined;
  action: LineEnd;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const mutations = usePoMutations();
  const mutation = props.action === 'close' ? mutations.close : mutations.cancel;
  const { line } = props;

  const submit = ({ reason }: { reason: string }) => {
    if (!line) return;
    mutation.mutate(
      { id: line.id, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t(`endLine.${props.action}.done`));
          props.onClose();
        },
        onError: (error) => void showServerErrors(form, error),
      },
    );
  };

  return (
    <Modal
      afterOpenChange={focusFirstField}
      open={props.open}
      title={
        line
          ? t(`endLine.${props.action}.title`, { poNumber: line.poNumber, lineNo: line.lineNo })
          : ''
      }
      okText={t(`endLine.${props.action}.ok`)}
      okButtonProps={{ danger: true }}
      cancelText={t('actions.cancel', { ns: 'common' })}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t(`endLine.${props.action}.content`)}
      />
      <Form form={form} name="po-line-end" layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('fields.reason')}
          rules={[
            { required: true, whitespace: true, message: t('rules.reasonRequired') },
            { max: 300, message: t('rules.maxLength', { max: 300 }) },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
