import { changePoLineRequest, MODIFICATION_PURPOSES, type PoLineItem } from '@lading/shared';
import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { matchesSchema } from '../reference/common/form-rules';
import { LoadingPointSelect } from './LoadingPointSelect';
import { formatQty, purposeName } from './order-format';
import {
  committedQty,
  needsModificationReason,
  toChangeBody,
  toChangeValues,
  type PoLineChangeValues,
} from './po-line-change';
import { showServerErrors } from './server-errors';
import { usePoMutations } from './useOrders';

/**
 * Edit one PO line: quantity, RDD, price, discount, loading point. A changed quantity or
 * RDD asks for the modification reason and purpose before it saves (spec §5); the change
 * lands in the PO's revision history.
 */
export function PoLineChangeModal(props: {
  line: PoLineItem | undefined;
  open: boolean;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<PoLineChangeValues>();
  const { change } = usePoMutations();
  const { line } = props;
  const values = Form.useWatch((all: PoLineChangeValues) => all, form);
  const reasonNeeded =
    line !== undefined && values !== undefined && needsModificationReason(line, values);
  const shape = changePoLineRequest.shape;

  const submit = (submitted: PoLineChangeValues) => {
    if (!line) return;
    const body = toChangeBody(line, submitted);
    if (Object.keys(body).length === 0) {
      props.onClose();
      return;
    }
    change.mutate(
      { id: line.id, body },
      {
        onSuccess: () => {
          void message.success(t('status.saved', { ns: 'common' }));
          props.onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) void message.error(error.message);
        },
      },
    );
  };

  return (
    <Modal
      open={props.open}
      title={line ? t('changeLine.title', { poNumber: line.poNumber, lineNo: line.lineNo }) : ''}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      width={560}
    >
      {line && (
        <Form<PoLineChangeValues>
          form={form}
          name="po-line-change"
          layout="vertical"
          initialValues={toChangeValues(line)}
          onFinish={submit}
        >
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('changeLine.product', {
              product: `${line.productCode} · ${line.productName}`,
              committed: formatQty(committedQty(line), i18n.language),
            })}
          />
          <Form.Item
            name="orderQty"
            label={t('fields.orderQty')}
            rules={[
              { required: true, message: t('rules.qtyRequired') },
              matchesSchema(shape.orderQty.unwrap(), t('rules.qty')),
              {
                validator: (_, value: unknown) =>
                  typeof value === 'number' && value < committedQty(line)
                    ? Promise.reject(
                        new Error(t('rules.qtyBelowCommitted', { min: committedQty(line) })),
                      )
                    : Promise.resolve(),
              },
            ]}
          >
            <InputNumber<number> style={{ width: '100%' }} precision={0} min={0} />
          </Form.Item>
          <Form.Item
            name="rdd"
            label={t('fields.rdd')}
            rules={[{ required: true, message: t('rules.rddRequired') }]}
            getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '')}
          >
            <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item
            name="unitPrice"
            label={t('fields.unitPriceIn', { currency: line.currency })}
            rules={[{ required: true, message: t('rules.priceRequired') }]}
          >
            <InputNumber<number> style={{ width: '100%' }} precision={2} min={0} />
          </Form.Item>
          <Form.Item
            name="discountPct"
            label={t('fields.discountPct')}
            rules={[matchesSchema(shape.discountPct.unwrap(), t('rules.discount'))]}
          >
            <InputNumber<number> style={{ width: '100%' }} precision={2} min={0} max={100} />
          </Form.Item>
          <Form.Item
            name="loadingPoint"
            label={t('fields.loadingPoint')}
            rules={[{ required: true, message: t('rules.loadingPointRequired') }]}
          >
            <LoadingPointSelect style={{ width: '100%' }} />
          </Form.Item>
          {reasonNeeded && (
            <>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('changeLine.reasonNeeded')}
              />
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
              <Form.Item
                name="modificationReason"
                label={t('fields.modificationReason')}
                rules={[
                  { required: true, whitespace: true, message: t('rules.reasonRequired') },
                  { max: 300, message: t('rules.maxLength', { max: 300 }) },
                ]}
              >
                <Input.TextArea rows={3} showCount maxLength={300} />
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
