import {
  MAX_LEAD_TIME_DAYS,
  leadTimeOperations,
  saveLeadTimeRequest,
  type LeadTimeItem,
} from '@lading/shared';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { productLabel, ProductSelect, type ProductOption } from '../kits/ProductSelect';
import type { ReferenceFormProps } from '../reference/common/ReferenceListPage';
import { requiredNumber } from '../reference/common/form-rules';
import { ReferenceFormModal } from '../reference/common/ReferenceFormModal';
import { SupplierSelect, type SupplierOption } from '../common/SupplierSelect';

interface LeadTimeFormValues {
  product?: ProductOption;
  supplier?: SupplierOption;
  leadTimeDays: number;
  note?: string;
}

const initialValues = (record: LeadTimeItem | undefined): Partial<LeadTimeFormValues> =>
  record
    ? {
        product: { value: record.product.id, label: productLabel(record.product) },
        supplier: { value: record.supplier.id, label: record.supplier.code },
        leadTimeDays: record.leadTimeDays,
        note: record.note,
      }
    : {};

/** Add or edit one production lead time: product, supplier, days (1–365), note. */
export function LeadTimeFormModal(props: ReferenceFormProps<LeadTimeItem>) {
  const { t } = useTranslation('leadTimes');
  const { record } = props;

  return (
    <ReferenceFormModal
      {...props}
      operations={leadTimeOperations}
      title={
        record
          ? t('editTitle', { productId: record.product.productId, supplier: record.supplier.code })
          : t('addTitle')
      }
      name="lead-time-form"
      initialValues={initialValues(record)}
      firstField="product"
      conflictField="supplier"
      toBody={(values: LeadTimeFormValues) => ({
        product: values.product!.value,
        supplier: values.supplier!.value,
        leadTimeDays: values.leadTimeDays,
        note: (values.note ?? '').trim(),
      })}
    >
      <Form.Item
        name="product"
        label={t('fields.product')}
        rules={[{ required: true, message: t('rules.productRequired') }]}
      >
        <ProductSelect />
      </Form.Item>
      <Form.Item
        name="supplier"
        label={t('fields.supplier')}
        rules={[{ required: true, message: t('rules.supplierRequired') }]}
      >
        <SupplierSelect />
      </Form.Item>
      <Form.Item
        name="leadTimeDays"
        label={t('fields.leadTimeDays')}
        rules={requiredNumber(saveLeadTimeRequest.shape.leadTimeDays, {
          required: t('rules.daysRequired'),
          invalid: t('rules.daysRange', { max: MAX_LEAD_TIME_DAYS }),
        })}
      >
        <InputNumber<number> style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('fields.note')}
        rules={[{ max: 300, message: t('rules.maxLength', { max: 300 }) }]}
      >
        <Input.TextArea rows={3} showCount maxLength={300} />
      </Form.Item>
    </ReferenceFormModal>
  );
}
