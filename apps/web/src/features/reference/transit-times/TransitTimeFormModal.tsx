import {
  transitTimeOperations,
  saveTransitTimeRequest,
  type TransitTimeItem,
} from '@lading/shared';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReferenceFormProps } from '../common/ReferenceListPage';
import { optionalText, requiredNumber, requiredText } from '../common/form-rules';
import { ReferenceFormModal } from '../common/ReferenceFormModal';
import { ShippingLineSelect, type ShippingLineOption } from './ShippingLineSelect';

interface TransitTimeFormValues {
  pol: string;
  pod: string;
  shippingLine?: ShippingLineOption | undefined;
  days: number;
  note?: string | undefined;
}

const initialValues = (record: TransitTimeItem | undefined): Partial<TransitTimeFormValues> =>
  record
    ? {
        pol: record.pol,
        pod: record.pod,
        shippingLine:
          record.shippingLineId === null
            ? undefined
            : { value: record.shippingLineId, label: record.shippingLineName ?? '' },
        days: record.days,
        note: record.note,
      }
    : {};

/**
 * Add or edit a standard transit time: POL → POD, for one shipping line or any line, in
 * whole days (1–365).
 */
export function TransitTimeFormModal(props: ReferenceFormProps<TransitTimeItem>) {
  const { t } = useTranslation('reference');
  const { record } = props;

  return (
    <ReferenceFormModal
      {...props}
      operations={transitTimeOperations}
      title={
        record
          ? t('transitTimes.editTitle', { pol: record.pol, pod: record.pod })
          : t('transitTimes.addTitle')
      }
      name="transit-time-form"
      initialValues={initialValues(record)}
      firstField="pol"
      conflictField="pol"
      toBody={(values: TransitTimeFormValues) => ({
        pol: values.pol.trim(),
        pod: values.pod.trim(),
        shippingLineId: values.shippingLine?.value ?? null,
        days: values.days,
        note: (values.note ?? '').trim(),
      })}
    >
      <Form.Item
        name="pol"
        label={t('transitTimes.pol')}
        rules={requiredText(t, t('transitTimes.rules.polRequired'), 100)}
      >
        <Input autoComplete="off" placeholder={t('transitTimes.portPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="pod"
        label={t('transitTimes.pod')}
        rules={requiredText(t, t('transitTimes.rules.podRequired'), 100)}
      >
        <Input autoComplete="off" placeholder={t('transitTimes.portPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="shippingLine"
        label={t('transitTimes.shippingLine')}
        extra={t('transitTimes.shippingLineHint')}
      >
        <ShippingLineSelect placeholder={t('transitTimes.anyLine')} />
      </Form.Item>
      <Form.Item
        name="days"
        label={t('transitTimes.days')}
        rules={requiredNumber(saveTransitTimeRequest.shape.days, {
          required: t('transitTimes.rules.daysRequired'),
          invalid: t('transitTimes.rules.daysRange', { min: 1, max: 365 }),
        })}
      >
        <InputNumber<number> style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="note" label={t('common.note')} rules={optionalText(t, 300)}>
        <Input.TextArea rows={3} showCount maxLength={300} />
      </Form.Item>
    </ReferenceFormModal>
  );
}
