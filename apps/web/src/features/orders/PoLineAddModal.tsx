import { poLineInput, type PurchaseOrderDetail } from '@lading/shared';
import { Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductSelect } from '../kits/ProductSelect';
import { matchesSchema } from '../reference/common/form-rules';
import { toCents } from './order-format';
import { NEW_PO_LINE, type PoLineRow } from './po-form';
import { DiscountField, LoadingPointField, RddField, UnitPriceField } from './OrderFields';
import { usePoMutations } from './useOrders';
import { useSaveCallbacks } from './useSaveCallbacks';

/** Adds one line to an existing PO (next line number; its product not already on the PO). */
export function PoLineAddModal(props: { po: PurchaseOrderDetail; open: boolean; onClose(): void }) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<PoLineRow>();
  const { addLine } = usePoMutations();
  const saved = useSaveCallbacks(form, props.onClose);
  const { po } = props;
  const shape = poLineInput.shape;
  const last = po.lines[po.lines.length - 1];

  const submit = (row: PoLineRow) =>
    addLine.mutate(
      {
        poId: po.id,
        body: {
          lineNo: Math.max(0, ...po.lines.map((line) => line.lineNo)) + 1,
          productId: row.product!.value,
          orderQty: row.orderQty!,
          unitPriceCents: toCents(row.unitPrice ?? 0),
          discountPct: row.discountPct ?? 0,
          rdd: row.rdd!,
          loadingPointId: row.loadingPoint!.value,
        },
      },
      saved('status.added'),
    );

  return (
    <Modal
      open={props.open}
      title={t('addLineTitle', { poNumber: po.poNumber })}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      confirmLoading={addLine.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<PoLineRow>
        form={form}
        name="po-line-add"
        layout="vertical"
        initialValues={{
          ...NEW_PO_LINE,
          ...(last
            ? {
                rdd: last.rdd,
                loadingPoint: { value: last.loadingPointId, label: last.loadingPointName },
              }
            : {}),
        }}
        onFinish={submit}
      >
        <Form.Item
          name="product"
          label={t('fields.product')}
          rules={[
            { required: true, message: t('rules.productRequired') },
            {
              validator: (_, value: { value: number } | undefined) =>
                value && po.lines.some((line) => line.productId === value.value)
                  ? Promise.reject(new Error(t('rules.duplicateProduct')))
                  : Promise.resolve(),
            },
          ]}
        >
          <ProductSelect activeOnly style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="orderQty"
          label={t('fields.orderQty')}
          rules={[
            { required: true, message: t('rules.qtyRequired') },
            matchesSchema(shape.orderQty, t('rules.qty')),
          ]}
        >
          <InputNumber<number> style={{ width: '100%' }} precision={0} />
        </Form.Item>
        <UnitPriceField currency={po.currency} />
        <DiscountField />
        <RddField />
        <LoadingPointField />
      </Form>
    </Modal>
  );
}
