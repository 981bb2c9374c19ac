import { changePoLineRequest, type PoLineItem, formatQty } from '@lading/shared';
import { Alert, Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { matchesSchema } from '../reference/common/form-rules';
import {
  committedQty,
  needsModificationReason,
  toChangeBody,
  toChangeValues,
  type PoLineChangeValues,
} from './po-line-change';
import {
  DiscountField,
  LoadingPointField,
  ModificationPurposeField,
  ModificationReasonField,
  RddField,
  UnitPriceField,
} from './OrderFields';
import { usePoMutations } from './useOrders';
import { useSaveCallbacks } from './useSaveCallbacks';

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
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<PoLineChangeValues>();
  const { change } = usePoMutations();
  const saved = useSaveCallbacks(form, props.onClose);
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
    change.mutate({ id: line.id, body }, saved('status.saved'));
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
              committed: formatQty(committedQty(line)),
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
          <RddField />
          <UnitPriceField currency={line.currency} />
          <DiscountField />
          <LoadingPointField />
          {reasonNeeded && (
            <>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('changeLine.reasonNeeded')}
              />
              <ModificationPurposeField />
              <ModificationReasonField rows={3} />
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
