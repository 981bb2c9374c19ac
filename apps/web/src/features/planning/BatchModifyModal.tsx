import type { ContainerTypeCode } from '@lading/shared';
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/session';
import { submitOnEnter } from '../orders/enter-key';
import { containerTypeOptions } from '../reference/loading-information/country-options';
import { OwnerSelect, type OwnerOption } from '../suppliers/owners/OwnerSelect';
import { namedOf, PointSelect, type PointOption } from './PointSelect';
import {
  ShippingLineSelect,
  type ShippingLineOption,
} from '../reference/transit-times/ShippingLineSelect';
import { OWNER_CANDIDATES_READ } from './usePlanning';
import type { BatchChanges } from './workbench-ops';
import { useFocusReturn } from '../common/use-focus-return';

interface Values {
  containerType?: ContainerTypeCode;
  loadingPoint?: PointOption;
  etd?: Dayjs | null;
  shippingLine?: ShippingLineOption;
  owner?: OwnerOption;
  notes?: string;
}

/**
 * Batch modify the selected containers (spec §2): type, loading point, ETD, shipping line,
 * owner, notes. Only the fields filled in change.
 */
export function BatchModifyModal(props: {
  count: number;
  onApply(changes: BatchChanges): boolean;
  onClose(): void;
}) {
  // the page removes this dialog as it closes: the focus goes back to its opener
  useFocusReturn();
  const { t } = useTranslation('planning');
  const { can } = usePermissions();
  const [form] = Form.useForm<Values>();
  const [empty, setEmpty] = useState(false);
  const submit = (values: Values) => {
    const notes = values.notes?.trim();
    const changes: BatchChanges = {
      ...(values.containerType ? { containerType: values.containerType } : {}),
      ...(values.loadingPoint ? { loadingPoint: namedOf(values.loadingPoint) } : {}),
      ...(values.etd ? { etd: values.etd.format('YYYY-MM-DD') } : {}),
      ...(values.shippingLine ? { shippingLine: namedOf(values.shippingLine) } : {}),
      ...(values.owner ? { owner: namedOf(values.owner) } : {}),
      ...(notes ? { notes } : {}),
    };
    if (!Object.keys(changes).length) return setEmpty(true);
    if (props.onApply(changes)) props.onClose();
  };
  return (
    <Modal
      open
      title={t('batch.title', { count: props.count })}
      okText={t('batch.ok')}
      cancelText={t('actions.cancel', { ns: 'common' })}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={520}
    >
      <Form<Values>
        form={form}
        name="batch-modify"
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => setEmpty(false)}
        onKeyDown={submitOnEnter(form)}
      >
        <Alert type="info" showIcon title={t('batch.help')} style={{ marginBottom: 12 }} />
        <Form.Item name="containerType" label={t('fields.containerType')}>
          <Select allowClear options={containerTypeOptions} />
        </Form.Item>
        <Form.Item name="loadingPoint" label={t('fields.loadingPoint')}>
          <PointSelect allowClear />
        </Form.Item>
        <Form.Item name="etd" label={t('fields.etd')}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="shippingLine" label={t('fields.shippingLine')}>
          <ShippingLineSelect />
        </Form.Item>
        {can(OWNER_CANDIDATES_READ) && (
          <Form.Item name="owner" label={t('fields.owner')}>
            <OwnerSelect />
          </Form.Item>
        )}
        <Form.Item
          name="notes"
          label={t('fields.notes')}
          rules={[{ max: 500, message: t('rules.maxLength', { max: 500 }) }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        {empty && <Alert type="warning" showIcon title={t('batch.nothing')} role="alert" />}
      </Form>
    </Modal>
  );
}
