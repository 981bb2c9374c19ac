import {
  CURRENCIES,
  rowTotalUsdCents,
  type Currency,
  type PurchaseOrderDetail,
} from '@lading/shared';
import { Alert, ConfigProvider, Form, Input, Modal, Select, Spin, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { SupplierSelect } from '../common/SupplierSelect';

import { submitOnEnter } from './enter-key';
import { formatUsd } from './order-format';
import { supplierLocked, toHeaderBody, toHeaderValues, type PoHeaderValues } from './po-form';
import { usePoMutations, usePurchaseOrder } from './useOrders';
import { useSaveCallbacks } from './useSaveCallbacks';
import { CountrySelect } from '../reference/loading-information/CountrySelect';
import { focusFirstField } from '../common/focus-first-field';

/**
 * Edit a saved PO's header: supplier, originator, destination, currency (the PO number is
 * the business key and stays). The lines follow: a new supplier moves them all, a new
 * currency recalculates their USD row totals — the modal says so before saving.
 */
export function PoHeaderEditModal(props: { poId: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<PoHeaderValues>();
  const { updateHeader } = usePoMutations();
  const po = usePurchaseOrder(props.poId);
  const saved = useSaveCallbacks(form, props.onClose);

  const submit = (values: PoHeaderValues) =>
    updateHeader.mutate({ poId: props.poId, body: toHeaderBody(values) }, saved('status.saved'));

  return (
    <Modal
      afterOpenChange={focusFirstField}
      open={props.open}
      title={po.data ? t('poHeader.title', { poNumber: po.data.poNumber }) : ''}
      okText={t('actions.save', { ns: 'common' })}
      cancelText={t('actions.cancel', { ns: 'common' })}
      okButtonProps={{ disabled: !po.data }}
      confirmLoading={updateHeader.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      width={560}
    >
      {po.data ? <HeaderForm form={form} po={po.data} onFinish={submit} /> : <Spin />}
    </Modal>
  );
}

function HeaderForm(props: {
  form: FormInstance<PoHeaderValues>;
  po: PurchaseOrderDetail;
  onFinish(values: PoHeaderValues): void;
}) {
  const { t, i18n } = useTranslation('orders');
  const { form, po } = props;
  const locked = supplierLocked(po);
  const currency = (Form.useWatch('currency', form) ?? po.currency) as Currency;
  // the server recalculates every line's USD total from its keyed price in the new currency
  const recalculated = (of: Currency) =>
    po.lines.reduce(
      (sum, line) =>
        sum + rowTotalUsdCents(line.orderQty, line.unitPriceCents, line.discountPct, of),
      0,
    );

  return (
    <Form<PoHeaderValues>
      form={form}
      name="po-header"
      layout="vertical"
      initialValues={toHeaderValues(po)}
      onFinish={props.onFinish}
      onKeyDown={submitOnEnter(form)}
    >
      {/* planned or shipped goods keep their supplier: the server refuses a change */}
      <ConfigProvider componentDisabled={locked}>
        <Form.Item
          name="supplier"
          label={t('fields.supplier')}
          rules={[{ required: true, message: t('rules.supplierRequired') }]}
          extra={locked ? t('poHeader.supplierLocked') : t('poHeader.supplierMoves')}
        >
          <SupplierSelect style={{ width: '100%' }} />
        </Form.Item>
      </ConfigProvider>
      <Form.Item
        name="originator"
        label={t('fields.originator')}
        rules={[
          { required: true, whitespace: true, message: t('rules.originatorRequired') },
          { max: 60, message: t('rules.maxLength', { max: 60 }) },
        ]}
      >
        {/* the field people open this dialog for: it takes the focus (focusFirstField) */}
        <Input autoComplete="off" data-first-focus />
      </Form.Item>
      <Form.Item
        name="destinationCountry"
        label={t('fields.destination')}
        rules={[{ required: true, message: t('rules.destinationRequired') }]}
      >
        <CountrySelect />
      </Form.Item>
      <Form.Item name="currency" label={t('fields.currency')}>
        <Select options={CURRENCIES.map((value) => ({ value, label: value }))} />
      </Form.Item>
      {currency !== po.currency && (
        <Alert
          type="warning"
          showIcon
          title={t('poHeader.currencyChange', {
            from: po.currency,
            to: currency,
            before: formatUsd(po.totals.rowTotalUsdCents, i18n.language),
            after: formatUsd(recalculated(currency), i18n.language),
          })}
        />
      )}
    </Form>
  );
}
