import {
  shippingLineOperations,
  type SaveShippingLineRequest,
  type ShippingLineItem,
} from '@lading/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReferenceFormProps } from '../common/ReferenceListPage';
import { optionalText, requiredText } from '../common/form-rules';
import { ReferenceFormModal } from '../common/ReferenceFormModal';

/** Add or edit a shipping line: a unique name, an optional code (e.g. its SCAC) and a note. */
export function ShippingLineFormModal(props: ReferenceFormProps<ShippingLineItem>) {
  const { t } = useTranslation('reference');
  const { record } = props;

  return (
    <ReferenceFormModal
      {...props}
      operations={shippingLineOperations}
      title={
        record ? t('shippingLines.editTitle', { name: record.name }) : t('shippingLines.addTitle')
      }
      name="shipping-line-form"
      initialValues={record ?? {}}
      firstField="name"
      conflictField="name"
      toBody={(values: SaveShippingLineRequest) => ({
        name: values.name.trim(),
        code: (values.code ?? '').trim(),
        note: (values.note ?? '').trim(),
      })}
    >
      <Form.Item
        name="name"
        label={t('shippingLines.name')}
        rules={requiredText(t, t('shippingLines.rules.nameRequired'), 100)}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('shippingLines.code')}
        extra={t('shippingLines.codeHint')}
        rules={optionalText(t, 20)}
      >
        <Input autoComplete="off" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="note" label={t('common.note')} rules={optionalText(t, 300)}>
        <Input.TextArea rows={3} showCount maxLength={300} />
      </Form.Item>
    </ReferenceFormModal>
  );
}
