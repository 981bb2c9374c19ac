import { CURRENCIES, poLineInput, rowTotalUsdCents, type Currency } from '@lading/shared';
import { App, Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { duplicateProductCheck } from '../common/product-lines';
import { lineFieldColumn, ProductLinesTable } from '../common/ProductLinesTable';
import { SupplierSelect } from '../common/SupplierSelect';
import { matchesSchema } from '../reference/common/form-rules';

import { LoadingPointSelect } from './LoadingPointSelect';
import { formatUsd, toCents } from './order-format';
import { NEW_PO, NEW_PO_LINE, toCreateBody, type PoFormValues, type PoLineRow } from './po-form';
import { showServerErrors } from './server-errors';
import { usePoMutations } from './useOrders';
import { FormDrawer } from '../common/FormDrawer';
import { CountrySelect } from '../reference/loading-information/CountrySelect';

// the contract's limit on lines per order
const MAX_LINES = 500;

/** Key a new PO: its header and an editable line table (spec §5 order rules inline). */
export function PurchaseOrderFormDrawer(props: {
  open: boolean;
  onClose(): void;
  onCreated?: (poId: number) => void;
  /** Starting values (a fresh PO when left out). */
  initial?: Partial<PoFormValues>;
}) {
  const { t, i18n } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<PoFormValues>();
  const { create } = usePoMutations();
  const currency = (Form.useWatch('currency', form) ?? 'USD') as Currency;
  const rows = (Form.useWatch('lines', form) ?? []) as PoLineRow[];
  const lineShape = poLineInput.shape;

  const submit = (values: PoFormValues) =>
    create.mutate(toCreateBody(values), {
      onSuccess: (created) => {
        void message.success(t('status.added', { ns: 'common' }));
        props.onClose();
        props.onCreated?.(created.id);
      },
      onError: (error) => {
        if (showServerErrors(form, error)) return;
        if (error instanceof ApiError && error.code === 409)
          form.setFields([{ name: 'poNumber', errors: [error.message] }]);
        else void message.error(error.message);
      },
    });

  // a line's input is named by its number and field: "Line 2 Order qty"
  const lineLabel = (
    index: number,
    field: 'orderQty' | 'unitPrice' | 'discountPct' | 'rdd' | 'loadingPoint',
  ) => t('lineField', { n: index + 1, field: t(`fields.${field}`) });

  const lineTotal = (row: PoLineRow | undefined) =>
    row && typeof row.orderQty === 'number' && row.orderQty > 0
      ? formatUsd(
          rowTotalUsdCents(
            row.orderQty,
            toCents(row.unitPrice ?? 0),
            row.discountPct ?? 0,
            currency,
          ),
          i18n.language,
        )
      : '—';

  return (
    <FormDrawer
      open={props.open}
      size={1180}
      title={t('newPo.title')}
      onClose={props.onClose}
      saving={create.isPending}
      onSave={() => form.submit()}
    >
      <Form<PoFormValues>
        form={form}
        name="po-form"
        layout="vertical"
        initialValues={props.initial ?? NEW_PO}
        onFinish={submit}
        onValuesChange={duplicateProductCheck(form, 'lines').onValuesChange}
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item
              name="poNumber"
              label={t('fields.poNumber')}
              rules={[
                { required: true, whitespace: true, message: t('rules.poNumberRequired') },
                { max: 40, message: t('rules.maxLength', { max: 40 }) },
                { pattern: /^[A-Za-z0-9._/-]*$/, message: t('rules.orderNumber') },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="supplier"
              label={t('fields.supplier')}
              rules={[{ required: true, message: t('rules.supplierRequired') }]}
            >
              <SupplierSelect style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item
              name="originator"
              label={t('fields.originator')}
              rules={[
                { required: true, whitespace: true, message: t('rules.originatorRequired') },
                { max: 60, message: t('rules.maxLength', { max: 60 }) },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item
              name="destinationCountry"
              label={t('fields.destination')}
              rules={[{ required: true, message: t('rules.destinationRequired') }]}
            >
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={3}>
            <Form.Item name="currency" label={t('fields.currency')}>
              <Select options={CURRENCIES.map((value) => ({ value, label: value }))} />
            </Form.Item>
          </Col>
        </Row>

        <ProductLinesTable
          name="lines"
          title={t('fields.lines')}
          numberColumn={{ title: t('fields.lineNo'), width: 56 }}
          product={{
            title: t('fields.product'),
            label: (n) => t('lineField', { n, field: t('fields.product') }),
            width: 240,
          }}
          columns={[
            lineFieldColumn({
              title: t('fields.orderQty'),
              width: 120,
              name: 'orderQty',
              item: {
                rules: [
                  { required: true, message: t('rules.qtyRequired') },
                  matchesSchema(lineShape.orderQty, t('rules.qty')),
                ],
              },
              input: (line) => (
                <InputNumber<number>
                  aria-label={lineLabel(line.name, 'orderQty')}
                  style={{ width: '100%' }}
                  precision={0}
                />
              ),
            }),
            lineFieldColumn({
              title: t('fields.unitPriceIn', { currency }),
              width: 130,
              name: 'unitPrice',
              item: { rules: [{ required: true, message: t('rules.priceRequired') }] },
              input: (line) => (
                <InputNumber<number>
                  aria-label={lineLabel(line.name, 'unitPrice')}
                  style={{ width: '100%' }}
                  precision={2}
                  min={0}
                />
              ),
            }),
            lineFieldColumn({
              title: t('fields.discountPct'),
              width: 100,
              name: 'discountPct',
              item: { rules: [matchesSchema(lineShape.discountPct, t('rules.discount'))] },
              input: (line) => (
                <InputNumber<number>
                  aria-label={lineLabel(line.name, 'discountPct')}
                  style={{ width: '100%' }}
                  precision={2}
                  min={0}
                  max={100}
                />
              ),
            }),
            lineFieldColumn({
              title: t('fields.rdd'),
              width: 150,
              name: 'rdd',
              item: {
                rules: [{ required: true, message: t('rules.rddRequired') }],
                getValueProps: (value: string | undefined) => ({
                  value: value ? dayjs(value) : null,
                }),
                normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : ''),
              },
              input: (line) => (
                <DatePicker
                  aria-label={lineLabel(line.name, 'rdd')}
                  format="YYYY-MM-DD"
                  style={{ width: '100%' }}
                />
              ),
            }),
            lineFieldColumn({
              title: t('fields.loadingPoint'),
              width: 170,
              name: 'loadingPoint',
              item: { rules: [{ required: true, message: t('rules.loadingPointRequired') }] },
              input: (line) => (
                <LoadingPointSelect
                  aria-label={lineLabel(line.name, 'loadingPoint')}
                  style={{ width: '100%' }}
                />
              ),
            }),
            {
              title: t('fields.rowTotalUsd'),
              width: 110,
              align: 'right',
              render: (_: unknown, line) => lineTotal(rows[line.name]),
            },
          ]}
          removeButton={{ label: (n) => t('removeLine', { n }), keepOne: true }}
          addButton={{
            label: t('addLine'),
            maxLines: MAX_LINES,
            // a new line starts with the last line's RDD and loading point
            newLine: () => {
              const last = rows[rows.length - 1];
              return { ...NEW_PO_LINE, rdd: last?.rdd, loadingPoint: last?.loadingPoint };
            },
          }}
          messages={{
            atLeastOne: t('rules.atLeastOneLine'),
            productRequired: t('rules.productRequired'),
            duplicate: t('rules.duplicateProduct'),
          }}
        />
      </Form>
    </FormDrawer>
  );
}
