import {
  ACTIVENESS,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_NAMES,
  packageCbm,
  saveProductRequest,
  unitCbm,
  type Language,
  formatPackageCbm,
} from '@lading/shared';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  type FormInstance,
  type FormRule,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchesSchema,
  optionalText,
  requiredNumber,
  requiredText,
} from '../reference/common/form-rules';
import { CountryShortNamesCard, FieldGrid } from './CountryShortNamesCard';
import { scrollToFirstError, type CountField, type ProductFormValues } from './product-form';

const shape = saveProductRequest.shape;
type NumberField =
  'netWeightKg' | 'grossWeightKg' | 'qtyPerPackage' | 'lengthCm' | 'widthCm' | 'heightCm';

/**
 * The product form, grouped in cards: identity, weights and packaging (CBM shown live,
 * computed, never typed), planning, per-country short names. Making an Active product
 * Inactive asks whether to add a replacement; `onSubmit` gets the answer.
 */
export function ProductForm(props: {
  form: FormInstance<ProductFormValues>;
  initial: Partial<ProductFormValues>;
  saving: boolean;
  onSubmit(values: ProductFormValues, addReplacement: boolean): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation('products');
  const { modal } = App.useApp();
  const { form } = props;
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const [lengthCm, widthCm, heightCm, qty] = [
    Form.useWatch('lengthCm', form),
    Form.useWatch('widthCm', form),
    Form.useWatch('heightCm', form),
    Form.useWatch('qtyPerPackage', form),
  ];
  const cbm = [lengthCm, widthCm, heightCm].every((n) => typeof n === 'number' && n > 0)
    ? packageCbm(lengthCm!, widthCm!, heightCm!)
    : 0;

  const text = (
    field:
      | 'productId'
      | 'itemNumber'
      | 'shortName'
      | 'modelNumber'
      | 'modelName'
      | 'brand'
      | 'packageType',
    max: number,
    extra: FormRule[] = [],
  ) => (
    <Form.Item
      name={field}
      label={t(`fields.${field}`)}
      rules={[
        ...requiredText(t, t('rules.required', { field: t(`fields.${field}`) }), max),
        ...extra,
      ]}
    >
      <Input autoComplete="off" />
    </Form.Item>
  );
  const number = (
    field: NumberField,
    extra: FormRule[] = [],
    rangeKey:
      'rules.positive' | 'rules.weight' | 'rules.qty' | 'rules.dimension' = 'rules.positive',
  ) => (
    <Form.Item
      name={field}
      label={t(`fields.${field}`)}
      dependencies={field === 'grossWeightKg' ? ['netWeightKg'] : []}
      rules={[
        ...requiredNumber(shape[field], {
          required: t('rules.required', { field: t(`fields.${field}`) }),
          invalid: t(rangeKey),
        }),
        ...extra,
      ]}
    >
      <InputNumber<number> style={{ width: '100%' }} />
    </Form.Item>
  );
  const count = (field: CountField) => (
    <Form.Item
      name={field}
      label={t(`fields.${field}`)}
      rules={[matchesSchema(shape[field], t('rules.count'))]}
    >
      <InputNumber<number> style={{ width: '100%' }} placeholder="0" />
    </Form.Item>
  );
  const grossNotBelowNet: FormRule = ({ getFieldValue }) => ({
    validator: (_, gross: unknown) => {
      const net: unknown = getFieldValue('netWeightKg');
      return typeof gross === 'number' && typeof net === 'number' && gross < net
        ? Promise.reject(new Error(t('rules.grossBelowNet')))
        : Promise.resolve();
    },
  });
  const codeRule = matchesSchema(shape.productId, t('rules.code'));
  const grid = (...items: ReactNode[]) => <FieldGrid>{items}</FieldGrid>;

  const finish = (values: ProductFormValues) => {
    const deactivating =
      values.activeness === 'Inactive' && props.initial.activeness !== 'Inactive';
    if (!deactivating) return props.onSubmit(values, false);
    // spec §4: marking a product invalid asks whether to add a new one
    modal.confirm({
      title: t('replacement.title'),
      content: t('replacement.content'),
      okText: t('replacement.yes'),
      cancelText: t('replacement.no'),
      onOk: () => props.onSubmit(values, true),
      onCancel: () => props.onSubmit(values, false),
    });
  };

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      name="product-form"
      initialValues={props.initial}
      onFinish={finish}
      scrollToFirstError={scrollToFirstError}
    >
      <Flex vertical gap={16}>
        <Card size="small" title={t('sections.identity')}>
          {grid(
            text('productId', 40, [codeRule]),
            text('itemNumber', 40, [codeRule]),
            text('shortName', 100),
            text('brand', 50),
            text('modelNumber', 60),
            text('modelName', 100),
            <Form.Item
              key="category"
              name="category"
              label={t('fields.category')}
              rules={[
                { required: true, message: t('rules.required', { field: t('fields.category') }) },
              ]}
            >
              <Select
                options={PRODUCT_CATEGORIES.map((value) => ({
                  value,
                  label: PRODUCT_CATEGORY_NAMES[value][lang],
                }))}
              />
            </Form.Item>,
            <Form.Item
              key="activeness"
              name="activeness"
              label={t('fields.activeness')}
              rules={[{ required: true }]}
            >
              <Radio.Group
                options={ACTIVENESS.map((value) => ({ value, label: t(`activeness.${value}`) }))}
              />
            </Form.Item>,
          )}
        </Card>
        <Card size="small" title={t('sections.packaging')}>
          {grid(
            number('netWeightKg', [], 'rules.weight'),
            number('grossWeightKg', [grossNotBelowNet], 'rules.weight'),
            text('packageType', 30),
            number('qtyPerPackage', [], 'rules.qty'),
            number('lengthCm', [], 'rules.dimension'),
            number('widthCm', [], 'rules.dimension'),
            number('heightCm', [], 'rules.dimension'),
            <Form.Item key="cbm" label={t('fields.cbm')} htmlFor="product-form_cbm">
              <Input
                id="product-form_cbm"
                readOnly
                variant="filled"
                value={formatPackageCbm(cbm)}
              />
            </Form.Item>,
            <Form.Item key="unitCbm" label={t('fields.unitCbm')} htmlFor="product-form_unitCbm">
              <Input
                id="product-form_unitCbm"
                readOnly
                variant="filled"
                value={formatPackageCbm(unitCbm(cbm, qty ?? 0))}
              />
            </Form.Item>,
          )}
        </Card>
        <Card size="small" title={t('sections.planning')}>
          {grid(
            <Form.Item key="serialized" name="serialized" label={t('fields.serialized')}>
              <Radio.Group
                options={[
                  { value: false, label: t('serialized.bulk') },
                  { value: true, label: t('serialized.serialized') },
                ]}
              />
            </Form.Item>,
            count('moq'),
            count('msq'),
            count('safetyStockQty'),
            count('standardLeadTimeDays'),
            count('safetyLeadTimeDays'),
            <Form.Item
              key="related"
              name="relatedMainProductModel"
              label={t('fields.relatedMainProductModel')}
              rules={optionalText(t, 60)}
            >
              <Input autoComplete="off" />
            </Form.Item>,
            <Form.Item
              key="parentSn"
              name="parentSn"
              label={t('fields.parentSn')}
              rules={optionalText(t, 60)}
            >
              <Input autoComplete="off" />
            </Form.Item>,
          )}
        </Card>
        <CountryShortNamesCard />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={props.onCancel}>{t('actions.cancel', { ns: 'common' })}</Button>
          <Button type="primary" htmlType="submit" loading={props.saving}>
            {t('actions.save', { ns: 'common' })}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
