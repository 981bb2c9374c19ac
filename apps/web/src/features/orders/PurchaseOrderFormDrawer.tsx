import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CURRENCIES, poLineInput, rowTotalUsdCents, type Currency } from '@lading/shared';
import {
  App,
  Button,
  Col,
  DatePicker,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { ProductSelect } from '../kits/ProductSelect';
import { SupplierSelect } from '../lead-times/SupplierSelect';
import { matchesSchema } from '../reference/common/form-rules';
import { countryOptions } from '../reference/loading-information/country-options';
import { LoadingPointSelect } from './LoadingPointSelect';
import { formatUsd, toCents } from './order-format';
import {
  duplicateProductRows,
  NEW_PO,
  NEW_PO_LINE,
  toCreateBody,
  type PoFormValues,
  type PoLineRow,
} from './po-form';
import { showServerErrors } from './server-errors';
import { usePoMutations } from './useOrders';

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

  // a changed product re-checks every chosen row: a duplicate shows (or clears) at once
  const recheckProducts = () => {
    const chosen = (form.getFieldValue('lines') as PoLineRow[] | undefined) ?? [];
    void form
      .validateFields(
        chosen.flatMap((row, index) =>
          row?.product ? [['lines', index, 'product'] as never] : [],
        ),
      )
      .catch(() => undefined);
  };

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
    <Drawer
      open={props.open}
      size={1180}
      title={t('newPo.title')}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
          <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Space>
      }
    >
      <Form<PoFormValues>
        form={form}
        name="po-form"
        layout="vertical"
        initialValues={props.initial ?? NEW_PO}
        onFinish={submit}
        onValuesChange={(changed: Partial<PoFormValues>) => {
          if (changed.lines?.some((row) => row && 'product' in row)) recheckProducts();
        }}
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
              <Input autoFocus autoComplete="off" />
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
              <Select options={countryOptions(i18n.language)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={3}>
            <Form.Item name="currency" label={t('fields.currency')}>
              <Select options={CURRENCIES.map((value) => ({ value, label: value }))} />
            </Form.Item>
          </Col>
        </Row>

        <Form.List
          name="lines"
          rules={[
            {
              validator: (_, value: unknown[] | undefined) =>
                value && value.length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('rules.atLeastOneLine'))),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={fields}
                title={() => <strong>{t('fields.lines')}</strong>}
                columns={[
                  {
                    title: t('fields.lineNo'),
                    width: 56,
                    render: (_: unknown, __: unknown, index: number) => index + 1,
                  },
                  {
                    title: t('fields.product'),
                    render: (_: unknown, field) => (
                      <Form.Item
                        name={[field.name, 'product']}
                        style={{ marginBottom: 0 }}
                        rules={[
                          { required: true, message: t('rules.productRequired') },
                          {
                            validator: () =>
                              duplicateProductRows(
                                (form.getFieldValue('lines') as PoLineRow[]) ?? [],
                              ).has(field.name)
                                ? Promise.reject(new Error(t('rules.duplicateProduct')))
                                : Promise.resolve(),
                          },
                        ]}
                      >
                        <ProductSelect activeOnly style={{ width: 240 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('fields.orderQty'),
                    width: 120,
                    render: (_: unknown, field) => (
                      <Form.Item
                        name={[field.name, 'orderQty']}
                        style={{ marginBottom: 0 }}
                        rules={[
                          { required: true, message: t('rules.qtyRequired') },
                          matchesSchema(lineShape.orderQty, t('rules.qty')),
                        ]}
                      >
                        <InputNumber<number>
                          aria-label={t('lineField', {
                            n: field.name + 1,
                            field: t('fields.orderQty'),
                          })}
                          style={{ width: '100%' }}
                          precision={0}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('fields.unitPriceIn', { currency }),
                    width: 130,
                    render: (_: unknown, field) => (
                      <Form.Item
                        name={[field.name, 'unitPrice']}
                        style={{ marginBottom: 0 }}
                        rules={[{ required: true, message: t('rules.priceRequired') }]}
                      >
                        <InputNumber<number>
                          aria-label={t('lineField', {
                            n: field.name + 1,
                            field: t('fields.unitPrice'),
                          })}
                          style={{ width: '100%' }}
                          precision={2}
                          min={0}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('fields.discountPct'),
                    width: 100,
                    render: (_: unknown, field) => (
                      <Form.Item
                        name={[field.name, 'discountPct']}
                        style={{ marginBottom: 0 }}
                        rules={[matchesSchema(lineShape.discountPct, t('rules.discount'))]}
                      >
                        <InputNumber<number>
                          aria-label={t('lineField', {
                            n: field.name + 1,
                            field: t('fields.discountPct'),
                          })}
                          style={{ width: '100%' }}
                          precision={2}
                          min={0}
                          max={100}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('fields.rdd'),
                    width: 150,
                    render: (_: unknown, field) => (
                      <Form.Item
                        name={[field.name, 'rdd']}
                        style={{ marginBottom: 0 }}
                        rules={[{ required: true, message: t('rules.rddRequired') }]}
                        getValueProps={(value: string | undefined) => ({
                          value: value ? dayjs(value) : null,
                        })}
                        normalize={(value: Dayjs | null) =>
                          value ? value.format('YYYY-MM-DD') : ''
                        }
                      >
                        <DatePicker
                          aria-label={t('lineField', { n: field.name + 1, field: t('fields.rdd') })}
                          format="YYYY-MM-DD"
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('fields.loadingPoint'),
                    width: 170,
                    render: (_: unknown, field) => (
                      <Form.Item
                        name={[field.name, 'loadingPoint']}
                        style={{ marginBottom: 0 }}
                        rules={[{ required: true, message: t('rules.loadingPointRequired') }]}
                      >
                        <LoadingPointSelect style={{ width: '100%' }} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('fields.rowTotalUsd'),
                    width: 110,
                    align: 'right',
                    render: (_: unknown, field) => lineTotal(rows[field.name]),
                  },
                  {
                    title: '',
                    width: 48,
                    render: (_: unknown, field) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('removeLine', { n: field.name + 1 })}
                        disabled={fields.length === 1}
                        onClick={() => {
                          remove(field.name);
                          recheckProducts();
                        }}
                      />
                    ),
                  },
                ]}
              />
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                style={{ marginTop: 8 }}
                disabled={fields.length >= MAX_LINES}
                onClick={() => {
                  const last = rows[rows.length - 1];
                  add({ ...NEW_PO_LINE, rdd: last?.rdd, loadingPoint: last?.loadingPoint });
                }}
              >
                {t('addLine')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
