import { poLineInput, type PurchaseOrderDetail } from '@lading/shared';
import { App, DatePicker, Form, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ProductSelect } from '../kits/ProductSelect';
import { matchesSchema } from '../reference/common/form-rules';
import { LoadingPointSelect } from './LoadingPointSelect';
import { toCents } from './order-format';
import { NEW_PO_LINE, type PoLineRow } from './po-form';
import { showServerErrors } from './server-errors';
import { usePoMutations } from './useOrders';

/** Adds one line to an existing PO (next line number; its product not already on the PO). */
export function PoLineAddModal(props: { po: PurchaseOrderDetail; open: boolean; onClose(): void }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<PoLineRow>();
  const { addLine } = usePoMutations();
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
      {
        onSuccess: () => {
          void message.success(t('status.added', { ns: 'common' }));
          props.onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) void message.error(error.message);
        },
      },
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
        <Form.Item
          name="unitPrice"
          label={t('fields.unitPriceIn', { currency: po.currency })}
          rules={[{ required: true, message: t('rules.priceRequired') }]}
        >
          <InputNumber<number> style={{ width: '100%' }} precision={2} min={0} />
        </Form.Item>
        <Form.Item
          name="discountPct"
          label={t('fields.discountPct')}
          rules={[matchesSchema(shape.discountPct, t('rules.discount'))]}
        >
          <InputNumber<number> style={{ width: '100%' }} precision={2} min={0} max={100} />
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
          name="loadingPoint"
          label={t('fields.loadingPoint')}
          rules={[{ required: true, message: t('rules.loadingPointRequired') }]}
        >
          <LoadingPointSelect style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
