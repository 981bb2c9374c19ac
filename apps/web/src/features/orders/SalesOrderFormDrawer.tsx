import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MODIFICATION_PURPOSES, soLineInput, type SalesOrderDetail } from '@lading/shared';
import {
  Alert,
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
import { matchesSchema } from '../reference/common/form-rules';
import { countryOptions } from '../reference/loading-information/country-options';
import { purposeName } from './order-format';
import { duplicateProductRows } from './po-form';
import { showServerErrors } from './server-errors';
import {
  NEW_SO,
  soNeedsReason,
  toCreateSoBody,
  toSoFormValues,
  toUpdateSoBody,
  type SoFormValues,
  type SoLineRow,
} from './so-form';
import { useSoMutations } from './useOrders';

// the contract's limit on lines per order
const MAX_LINES = 500;

const dayProps = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : ''),
};

/** Key a new SO or edit one: header and line table; a changed RDD or qty asks why. */
export function SalesOrderFormDrawer(props: {
  open: boolean;
  so?: SalesOrderDetail | undefined;
  onClose(): void;
  onSaved?: (soId: number) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<SoFormValues>();
  const { save } = useSoMutations();
  const { so } = props;
  const values = Form.useWatch((all: SoFormValues) => all, form);
  const reasonNeeded = values !== undefined && soNeedsReason(so, values);
  const shape = soLineInput.shape;

  // the whole store: line numbers ride along without a field of their own
  const submit = () => {
    const submitted = form.getFieldsValue(true) as SoFormValues;
    save.mutate(
      { id: so?.id, body: so ? toUpdateSoBody(so, submitted) : toCreateSoBody(submitted) },
      {
        onSuccess: (saved) => {
          void message.success(t(so ? 'status.saved' : 'status.added', { ns: 'common' }));
          props.onClose();
          props.onSaved?.(saved.id);
        },
        onError: (error) => {
          if (showServerErrors(form, error)) return;
          if (error instanceof ApiError && error.code === 409)
            form.setFields([{ name: 'soNumber', errors: [error.message] }]);
          else void message.error(error.message);
        },
      },
    );
  };

  const recheckProducts = () => {
    const chosen = (form.getFieldValue('lines') as SoLineRow[] | undefined) ?? [];
    void form
      .validateFields(
        chosen.flatMap((row, index) =>
          row?.product ? [['lines', index, 'product'] as never] : [],
        ),
      )
      .catch(() => undefined);
  };

  return (
    <Drawer
      open={props.open}
      size={960}
      title={so ? t('soForm.editTitle', { soNumber: so.soNumber }) : t('soForm.addTitle')}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Space>
      }
    >
      <Form<SoFormValues>
        form={form}
        name="so-form"
        layout="vertical"
        initialValues={so ? toSoFormValues(so) : NEW_SO}
        onFinish={submit}
        onValuesChange={(changed: Partial<SoFormValues>) => {
          if (changed.lines?.some((row) => row && 'product' in row)) recheckProducts();
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="soNumber"
              label={t('fields.soNumber')}
              rules={[
                { required: true, whitespace: true, message: t('rules.soNumberRequired') },
                { max: 40, message: t('rules.maxLength', { max: 40 }) },
                { pattern: /^[A-Za-z0-9._/-]*$/, message: t('rules.orderNumber') },
              ]}
            >
              <Input autoFocus={!so} disabled={Boolean(so)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="postingDate"
              label={t('fields.postingDate')}
              rules={[{ required: true, message: t('rules.postingDateRequired') }]}
              {...dayProps}
            >
              <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="country"
              label={t('fields.country')}
              rules={[{ required: true, message: t('rules.countryRequired') }]}
            >
              <Select options={countryOptions(i18n.language)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="rdd"
              label={t('fields.rdd')}
              rules={[{ required: true, message: t('rules.rddRequired') }]}
              {...dayProps}
            >
              <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="originalRdd"
              label={t('fields.originalRdd')}
              tooltip={so ? undefined : t('soForm.originalRddHint')}
              {...dayProps}
            >
              <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" disabled={Boolean(so)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="bpReferenceNo"
              label={t('fields.bpReferenceNo')}
              rules={[{ max: 60, message: t('rules.maxLength', { max: 60 }) }]}
            >
              <Input autoComplete="off" />
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
                    width: 64,
                    render: (_: unknown, field) =>
                      (values?.lines?.[field.name]?.lineNo ?? '—') as number | string,
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
                                (form.getFieldValue('lines') as SoLineRow[]) ?? [],
                              ).has(field.name)
                                ? Promise.reject(new Error(t('rules.duplicateProduct')))
                                : Promise.resolve(),
                          },
                        ]}
                      >
                        <ProductSelect activeOnly style={{ width: '100%' }} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('fields.qty'),
                    width: 140,
                    render: (_: unknown, field) => (
                      <Form.Item
                        name={[field.name, 'qty']}
                        style={{ marginBottom: 0 }}
                        rules={[
                          { required: true, message: t('rules.qtyRequired') },
                          matchesSchema(shape.qty, t('rules.qty')),
                        ]}
                      >
                        <InputNumber<number>
                          aria-label={t('lineField', { n: field.name + 1, field: t('fields.qty') })}
                          style={{ width: '100%' }}
                          precision={0}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('fields.rowTotalUsd'),
                    width: 160,
                    render: (_: unknown, field) => (
                      <Form.Item
                        name={[field.name, 'rowTotalUsd']}
                        style={{ marginBottom: 0 }}
                        rules={[{ required: true, message: t('rules.rowTotalRequired') }]}
                      >
                        <InputNumber<number>
                          aria-label={t('lineField', {
                            n: field.name + 1,
                            field: t('fields.rowTotalUsd'),
                          })}
                          style={{ width: '100%' }}
                          precision={2}
                          min={0}
                        />
                      </Form.Item>
                    ),
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
                onClick={() => add({ qty: null, rowTotalUsd: 0 })}
              >
                {t('addLine')}
              </Button>
            </>
          )}
        </Form.List>

        {reasonNeeded && (
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col span={24}>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('changeLine.reasonNeeded')}
              />
            </Col>
            <Col xs={24} md={8}>
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
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                name="modificationReason"
                label={t('fields.modificationReason')}
                rules={[
                  { required: true, whitespace: true, message: t('rules.reasonRequired') },
                  { max: 300, message: t('rules.maxLength', { max: 300 }) },
                ]}
              >
                <Input.TextArea rows={2} showCount maxLength={300} />
              </Form.Item>
            </Col>
          </Row>
        )}
      </Form>
    </Drawer>
  );
}
