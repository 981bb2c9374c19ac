import { discountPct, MODIFICATION_PURPOSES } from '@lading/shared';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { matchesSchema } from '../reference/common/form-rules';
import { LoadingPointSelect } from './LoadingPointSelect';
import { purposeName } from './order-format';

// Fields the order forms share (add or change a PO line, edit an SO): same names, labels
// and rules wherever they stand.

/** The unit price, in the PO's currency. */
export function UnitPriceField(props: { currency: string }) {
  const { t } = useTranslation('orders');
  return (
    <Form.Item
      name="unitPrice"
      label={t('fields.unitPriceIn', { currency: props.currency })}
      rules={[{ required: true, message: t('rules.priceRequired') }]}
    >
      <InputNumber<number> style={{ width: '100%' }} precision={2} min={0} />
    </Form.Item>
  );
}

export function DiscountField() {
  const { t } = useTranslation('orders');
  return (
    <Form.Item
      name="discountPct"
      label={t('fields.discountPct')}
      rules={[matchesSchema(discountPct, t('rules.discount'))]}
    >
      <InputNumber<number> style={{ width: '100%' }} precision={2} min={0} max={100} />
    </Form.Item>
  );
}

/** The RDD: a date picker over the form's 'YYYY-MM-DD' text. */
export function RddField() {
  const { t } = useTranslation('orders');
  return (
    <Form.Item
      name="rdd"
      label={t('fields.rdd')}
      rules={[{ required: true, message: t('rules.rddRequired') }]}
      getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
      normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '')}
    >
      <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
    </Form.Item>
  );
}

export function LoadingPointField() {
  const { t } = useTranslation('orders');
  return (
    <Form.Item
      name="loadingPoint"
      label={t('fields.loadingPoint')}
      rules={[{ required: true, message: t('rules.loadingPointRequired') }]}
    >
      <LoadingPointSelect style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** Why a quantity or RDD changed: the purpose (spec §5's list)… */
export function ModificationPurposeField() {
  const { t, i18n } = useTranslation('orders');
  return (
    <Form.Item
      name="modificationPurpose"
      label={t('fields.modificationPurpose')}
      rules={[{ required: true, message: t('rules.purposeRequired') }]}
    >
      <Select
        options={MODIFICATION_PURPOSES.map((value) => ({
          value,
          label: purposeName(value, i18n.language),
        }))}
      />
    </Form.Item>
  );
}

/** …and the reason, in words (at most 300 characters). */
export function ModificationReasonField(props: { rows: number }) {
  const { t } = useTranslation('orders');
  return (
    <Form.Item
      name="modificationReason"
      label={t('fields.modificationReason')}
      rules={[
        { required: true, whitespace: true, message: t('rules.reasonRequired') },
        { max: 300, message: t('rules.maxLength', { max: 300 }) },
      ]}
    >
      <Input.TextArea rows={props.rows} showCount maxLength={300} />
    </Form.Item>
  );
}
