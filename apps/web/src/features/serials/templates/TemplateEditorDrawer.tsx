import {
  CHECK_RULES,
  DEFAULT_CONTAINER_SEGMENTS,
  templateLength,
  translateError,
  type CodeLevel,
  type CodeTemplateItem,
} from '@lading/shared';
import { Alert, App, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../common/FormDrawer';
import { SupplierSelect } from '../../common/SupplierSelect';
import { ProductSelect } from '../../kits/ProductSelect';
import { languageOf } from '../../stock/stock-format';
import { SegmentsEditor } from './SegmentsEditor';
import {
  isUniversalLevel,
  newTemplate,
  segmentsOf,
  showTemplateServerErrors,
  toFormValues,
  toSaveBody,
  type SegmentRow,
  type TemplateFormValues,
} from './template-form';
import { TryCodeBox } from './TryCodeBox';
import { useTemplateMutations, useTemplateWords } from './useTemplates';

/** The product code of a select's label ("PV-450M · PV 450W mono"). */
const codeOfLabel = (label: string | undefined) => label?.split(' · ')[0] || null;

/**
 * Adds a template of `level`, or edits one (its newest version): name, product and supplier
 * (none = universal / all; fixed once created, and never on container templates), check rule,
 * the ordered segments, and a live "Try a code" against the draft. Saving an edit writes the
 * next version; the codes already stored keep the version they matched.
 */
export function TemplateEditorDrawer(props: {
  level: CodeLevel;
  open: boolean;
  record?: CodeTemplateItem | undefined;
  onClose(): void;
}) {
  const { level, record } = props;
  const { t, i18n } = useTranslation('serials');
  const lang = languageOf(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateFormValues>();
  const { save } = useTemplateMutations();
  const words = useTemplateWords();
  const universal = isUniversalLevel(level);
  const [initialValues] = useState(() =>
    record ? toFormValues(record) : newTemplate(level, universal ? DEFAULT_CONTAINER_SEGMENTS : []),
  );
  // the scan context of the try box: the product's code (its select's label starts with it)
  // and the supplier's (its select's label); an edit keeps the template's own
  const product = Form.useWatch('product', form) as TemplateFormValues['product'];
  const supplier = Form.useWatch('supplier', form) as TemplateFormValues['supplier'];
  const productCode = record ? record.productCode : codeOfLabel(product?.label);
  const supplierCode = record ? record.supplierCode : supplier?.label || null;
  const rows = (Form.useWatch('segments', form) ?? initialValues.segments ?? []) as SegmentRow[];
  const name = (Form.useWatch('name', form) as string | undefined) ?? initialValues.name ?? '';
  const checkRule = Form.useWatch('checkRule', form) ?? initialValues.checkRule ?? 'none';
  const segments = segmentsOf(rows);

  const submit = (values: TemplateFormValues) =>
    save.mutate(
      { id: record?.id, body: toSaveBody(level, values, record) },
      {
        onSuccess: (saved) => {
          void message.success(
            record
              ? t('templates.messages.saved', { name: saved.name, version: saved.version })
              : t('templates.messages.added', { name: saved.name }),
          );
          props.onClose();
        },
        onError: (error) =>
          showTemplateServerErrors(form, error, universal || record ? 'name' : 'product'),
      },
    );

  /** A static segment's length follows its value; a dynamic one has no value. */
  const onValuesChange = (changed: Partial<TemplateFormValues>) => {
    const changedRows = changed.segments;
    if (!Array.isArray(changedRows)) return;
    changedRows.forEach((change, index) => {
      if (!change) return;
      const row = form.getFieldValue(['segments', index]) as SegmentRow | undefined;
      if (change.matchType === 'dynamic')
        form.setFieldValue(['segments', index, 'staticValue'], '');
      if (change.staticValue !== undefined && row?.matchType === 'static' && change.staticValue)
        form.setFieldValue(['segments', index, 'length'], change.staticValue.length);
    });
  };

  return (
    <FormDrawer
      open={props.open}
      size={1240}
      title={
        record
          ? t('templates.editTitle', { name: record.name, version: record.version })
          : t('templates.addTitle', { level: t(`levels.${level}`) })
      }
      onClose={props.onClose}
      saving={save.isPending}
      onSave={() => form.submit()}
    >
      {record && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('templates.newVersionNote', { next: record.version + 1 })}
        />
      )}
      <Form<TemplateFormValues>
        form={form}
        layout="vertical"
        name="code-template-form"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={onValuesChange}
      >
        <Row gutter={16}>
          <Col xs={24} md={universal ? 12 : 6}>
            <Form.Item
              name="name"
              label={t('fields.name')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: translateError(lang, 'serials.nameRequired'),
                },
                { max: 100, message: t('rules.maxLength', { ns: 'common', max: 100 }) },
              ]}
            >
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          {!universal && record && (
            <>
              <Col xs={24} md={7}>
                <Form.Item
                  label={t('fields.product')}
                  htmlFor="code-template-form_product"
                  extra={t('templates.scopeFixed')}
                >
                  <Input id="code-template-form_product" readOnly value={words.product(record)} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item label={t('fields.supplier')} htmlFor="code-template-form_supplier">
                  <Input id="code-template-form_supplier" readOnly value={words.supplier(record)} />
                </Form.Item>
              </Col>
            </>
          )}
          {!universal && !record && (
            <>
              <Col xs={24} md={7}>
                <Form.Item name="product" label={t('fields.product')}>
                  <ProductSelect
                    allowClear
                    placeholder={t('fields.universal')}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="supplier" label={t('fields.supplier')}>
                  <SupplierSelect
                    allowClear
                    placeholder={t('fields.allSuppliers')}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24} md={universal ? 12 : 5}>
            <Form.Item name="checkRule" label={t('fields.checkRule')} rules={[{ required: true }]}>
              <Select
                options={CHECK_RULES.map((rule) => ({
                  value: rule,
                  label: t(`checkRules.${rule}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {universal && (
          <Typography.Paragraph type="secondary">
            {t('templates.containerUniversal')}
          </Typography.Paragraph>
        )}
        <SegmentsEditor />
        {segments && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('templates.codeLength', { count: templateLength(segments) })}
          </Typography.Paragraph>
        )}
      </Form>
      <TryCodeBox
        name={name.trim() || t(`levels.${level}`)}
        segments={segments}
        checkRule={checkRule}
        normalize={level === 'container'}
        scoped={!universal}
        context={{ productCode, supplierCode }}
      />
    </FormDrawer>
  );
}
