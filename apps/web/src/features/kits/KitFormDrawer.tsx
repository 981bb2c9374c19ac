import {
  ACTIVENESS,
  KIT_LIFE_CYCLES,
  MAX_COMPONENT_QTY,
  MAX_KIT_COMPONENTS,
  saveKitRequest,
  type KitItem,
  type Language,
  formatKg,
  formatPackageCbm,
  formatQty,
} from '@lading/shared';
import { App, Col, Descriptions, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateProductCheck } from '../common/product-lines';
import { lineFieldColumn, ProductLinesTable } from '../common/ProductLinesTable';
import { matchesSchema } from '../reference/common/form-rules';
import {
  NEW_KIT,
  showKitServerErrors,
  toFormValues,
  toSaveBody,
  type ComponentRow,
  type KitFormValues,
} from './kit-form';
import { useKitMutations } from './useKits';
import { FormDrawer } from '../common/FormDrawer';

interface Figures {
  unitCbm: number;
  grossWeightKg: number;
}

/** Add or edit a kit in a drawer: its fields and the component table, totals live. */
export function KitFormDrawer(props: {
  open: boolean;
  record?: KitItem | undefined;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('kits');
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const { message } = App.useApp();
  const [form] = Form.useForm<KitFormValues>();
  const { save } = useKitMutations();
  const { record } = props;
  // per product: what one piece adds to the kit's CBM and gross weight
  const [figures, setFigures] = useState(
    () =>
      new Map<number, Figures>(
        (record?.components ?? []).map((c) => [
          c.product.id,
          { unitCbm: c.unitCbm, grossWeightKg: c.grossWeightKg },
        ]),
      ),
  );
  const rows = (Form.useWatch('components', form) ?? []) as ComponentRow[];
  const totals = rows.reduce(
    (sum, row) => {
      const figure = row?.product ? figures.get(row.product.value) : undefined;
      const qty = typeof row?.qty === 'number' ? row.qty : 0;
      if (!row?.product) return sum;
      return {
        lines: sum.lines + 1,
        pieces: sum.pieces + qty,
        micro: sum.micro + Math.round((figure?.unitCbm ?? 0) * 1e6) * qty,
        grams: sum.grams + Math.round((figure?.grossWeightKg ?? 0) * 1000) * qty,
      };
    },
    { lines: 0, pieces: 0, micro: 0, grams: 0 },
  );

  const submit = (values: KitFormValues) =>
    save.mutate(
      { id: record?.id, body: toSaveBody(values) },
      {
        onSuccess: () => {
          void message.success(t(record ? 'status.saved' : 'status.added', { ns: 'common' }));
          props.onClose();
        },
        onError: (error) =>
          showKitServerErrors(
            form,
            error,
            error.message.toLowerCase().includes(lang === 'zh' ? '编码' : 'code')
              ? 'kitCode'
              : 'name',
          ),
      },
    );

  return (
    <FormDrawer
      open={props.open}
      size={960}
      title={record ? t('editTitle', { kitCode: record.kitCode }) : t('addTitle')}
      onClose={props.onClose}
      saving={save.isPending}
      onSave={() => form.submit()}
    >
      <Form<KitFormValues>
        form={form}
        layout="vertical"
        name="kit-form"
        initialValues={record ? toFormValues(record) : NEW_KIT}
        onFinish={submit}
        onValuesChange={duplicateProductCheck(form, 'components').onValuesChange}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="kitCode"
              label={t('fields.kitCode')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('rules.required', { field: t('fields.kitCode') }),
                },
                { max: 40, message: t('rules.maxLength', { max: 40 }) },
                { pattern: /^[A-Za-z0-9._/-]*$/, message: t('rules.code') },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="name"
              label={t('fields.name')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('rules.required', { field: t('fields.name') }),
                },
                { max: 100, message: t('rules.maxLength', { max: 100 }) },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="lifeCycle"
              label={t('fields.lifeCycle')}
              rules={[
                { required: true, message: t('rules.required', { field: t('fields.lifeCycle') }) },
              ]}
            >
              <Select
                options={KIT_LIFE_CYCLES.map((value) => ({
                  value,
                  label: t(`lifeCycle.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="activeness" label={t('fields.activeness')}>
              <Radio.Group
                options={ACTIVENESS.map((value) => ({ value, label: t(`activeness.${value}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="description"
              label={t('fields.description')}
              rules={[{ max: 500, message: t('rules.maxLength', { max: 500 }) }]}
            >
              <Input.TextArea rows={2} showCount maxLength={500} />
            </Form.Item>
          </Col>
        </Row>

        <ProductLinesTable
          name="components"
          title={t('fields.components')}
          numberColumn={{ title: '#', width: 48 }}
          product={{
            title: t('fields.product'),
            label: (n) => t('componentField', { n, field: t('fields.product') }),
            onPick: (product) =>
              setFigures((current) =>
                new Map(current).set(product.id, {
                  unitCbm: product.unitCbm,
                  grossWeightKg: product.grossWeightKg,
                }),
              ),
          }}
          columns={[
            lineFieldColumn({
              title: t('fields.qty'),
              width: 150,
              name: 'qty',
              item: {
                rules: [
                  { required: true, message: t('rules.qtyRequired') },
                  matchesSchema(
                    saveKitRequest.shape.components.element.shape.qty,
                    t('rules.qty', { max: MAX_COMPONENT_QTY }),
                  ),
                ],
              },
              input: (line) => (
                <InputNumber<number>
                  aria-label={t('componentField', { n: line.name + 1, field: t('fields.qty') })}
                  style={{ width: '100%' }}
                />
              ),
            }),
          ]}
          removeButton={{
            label: (n) => t('removeRow', { n }),
            text: t('remove'),
            columnTitle: t('operations'),
          }}
          addButton={{
            label: t('addComponent'),
            maxLines: MAX_KIT_COMPONENTS,
            newLine: () => ({ qty: 1 }),
          }}
          messages={{
            atLeastOne: t('rules.atLeastOne'),
            productRequired: t('rules.productRequired'),
            duplicate: t('rules.duplicate'),
          }}
        />
        <Descriptions size="small" column={4} style={{ marginTop: 16 }} bordered>
          <Descriptions.Item label={t('fields.componentCount')}>{totals.lines}</Descriptions.Item>
          <Descriptions.Item label={t('fields.totalPieces')}>
            {formatQty(totals.pieces)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.totalCbm')}>
            {formatPackageCbm(totals.micro / 1e6)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.grossWeightKg')}>
            {formatKg(totals.grams / 1000)}
          </Descriptions.Item>
        </Descriptions>
      </Form>
    </FormDrawer>
  );
}
