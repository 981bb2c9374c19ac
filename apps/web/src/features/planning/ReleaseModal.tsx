import type { ReleaseContainersRequest } from '@lading/shared';
import { Alert, DatePicker, Flex, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitOnEnter } from '../orders/enter-key';
import type { Workbench } from './useWorkbench';
import { focusFirstField } from '../common/focus-first-field';
import { useFocusReturn } from '../common/use-focus-return';

interface Values {
  shipmentNo: string;
  promisedDeliveryDate: Dayjs | null;
}

/**
 * Release the selected containers (spec §5 "Shipment"): shipment no. and promised delivery
 * date required, the suppliers will be notified. Overloaded or empty containers are refused
 * here already (the server refuses them too).
 */
export function ReleaseModal(props: {
  wb: Workbench;
  keys: readonly string[];
  onRelease(fields: Omit<ReleaseContainersRequest, 'containerIds'>): Promise<boolean>;
  onClose(): void;
}) {
  // the page removes this dialog as it closes: the focus goes back to its opener
  useFocusReturn();
  const { t } = useTranslation('planning');
  const { wb } = props;
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const chosen = wb.state.containers.filter((c) => props.keys.includes(c.key));
  const refusals = chosen.flatMap((container) => {
    const metrics = wb.metrics.get(container.key);
    const key = container.key;
    if (!container.lines.length) return [t('release.empty', { key })];
    if (metrics?.state === 'overloaded') return [t('release.overloaded', { key })];
    return [];
  });
  const submit = async (values: Values) => {
    setSending(true);
    const released = await props.onRelease({
      shipmentNo: values.shipmentNo.trim(),
      promisedDeliveryDate: values.promisedDeliveryDate!.format('YYYY-MM-DD'),
    });
    setSending(false);
    if (released) props.onClose();
  };
  return (
    <Modal
      afterOpenChange={focusFirstField}
      open
      title={t('release.title', { count: chosen.length })}
      okText={t('release.ok')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ disabled: refusals.length > 0 }}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={520}
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={t('release.warning')} />
        {refusals.map((refusal) => (
          <Alert key={refusal} type="error" showIcon title={refusal} />
        ))}
        {wb.state.dirty && !refusals.length && (
          <Alert type="info" showIcon title={t('release.savesFirst')} />
        )}
        <Form<Values>
          form={form}
          name="release"
          layout="vertical"
          disabled={refusals.length > 0}
          onFinish={(values) => void submit(values)}
          onKeyDown={submitOnEnter(form)}
        >
          <Form.Item
            name="shipmentNo"
            label={t('fields.shipmentNo')}
            rules={[
              { required: true, whitespace: true, message: t('release.shipmentNoRequired') },
              { max: 40, message: t('rules.maxLength', { max: 40 }) },
              { pattern: /^[A-Za-z0-9._/-]*$/, message: t('release.shipmentNoPattern') },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="promisedDeliveryDate"
            label={t('fields.promisedDeliveryDate')}
            rules={[{ required: true, message: t('release.promisedDateRequired') }]}
          >
            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
