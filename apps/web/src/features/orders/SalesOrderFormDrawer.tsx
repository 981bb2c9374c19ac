import { soLineInput, type SalesOrderDetail } from '@lading/shared';
import { Alert, App, Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { duplicateProductCheck } from '../common/product-lines';
import { lineFieldColumn, ProductLinesTable } from '../common/ProductLinesTable';
import { matchesSchema } from '../reference/common/form-rules';

import { ModificationPurposeField, ModificationReasonField } from './OrderFields';
import { showServerErrors } from './server-errors';
import {
  NEW_SO,
  soNeedsReason,
  toCreateSoBody,
  toSoFormValues,
  toUpdateSoBody,
  type SoFormValues,
} from './so-form';
import { useSoMutations } from './useOrders';
import { FormDrawer } from '../common/FormDrawer';
import { CountrySelect } from '../reference/loading-information/CountrySelect';

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
  const { t } = useTranslation('orders');
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

  return (
    <FormDrawer
      open={props.open}
      size={960}
      title={so ? t('soForm.editTitle', { soNumber: so.soNumber }) : t('soForm.addTitle')}
      onClose={props.onClose}
      saving={save.isPending}
      onSave={() => form.submit()}
    >
      <Form<SoFormValues>
        form={form}
        name="so-form"
        layout="vertical"
        initialValues={so ? toSoFormValues(so) : NEW_SO}
        onFinish={submit}
        onValuesChange={duplicateProductCheck(form, 'lines').onValuesChange}
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
              <Input disabled={Boolean(so)} autoComplete="off" />
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
              <CountrySelect />
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

        <ProductLinesTable
          name="lines"
          title={t('fields.lines')}
          numberColumn={{
            title: t('fields.lineNo'),
            width: 64,
            // the saved line's own number; a new line gets one on save
            render: (field) => values?.lines?.[field.name]?.lineNo ?? '—',
          }}
          product={{
            title: t('fields.product'),
            label: (n) => t('lineField', { n, field: t('fields.product') }),
          }}
          columns={[
            lineFieldColumn({
              title: t('fields.qty'),
              width: 140,
              name: 'qty',
              item: {
                rules: [
                  { required: true, message: t('rules.qtyRequired') },
                  matchesSchema(shape.qty, t('rules.qty')),
                ],
              },
              input: (line) => (
                <InputNumber<number>
                  aria-label={t('lineField', { n: line.name + 1, field: t('fields.qty') })}
                  style={{ width: '100%' }}
                  precision={0}
                />
              ),
            }),
            lineFieldColumn({
              title: t('fields.rowTotalUsd'),
              width: 160,
              name: 'rowTotalUsd',
              item: { rules: [{ required: true, message: t('rules.rowTotalRequired') }] },
              input: (line) => (
                <InputNumber<number>
                  aria-label={t('lineField', { n: line.name + 1, field: t('fields.rowTotalUsd') })}
                  style={{ width: '100%' }}
                  precision={2}
                  min={0}
                />
              ),
            }),
          ]}
          removeButton={{ label: (n) => t('removeLine', { n }), keepOne: true }}
          addButton={{
            label: t('addLine'),
            maxLines: MAX_LINES,
            newLine: () => ({ qty: null, rowTotalUsd: 0 }),
          }}
          messages={{
            atLeastOne: t('rules.atLeastOneLine'),
            productRequired: t('rules.productRequired'),
            duplicate: t('rules.duplicateProduct'),
          }}
        />

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
              <ModificationPurposeField />
            </Col>
            <Col xs={24} md={16}>
              <ModificationReasonField rows={2} />
            </Col>
          </Row>
        )}
      </Form>
    </FormDrawer>
  );
}
