import { ACTIVENESS, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_NAMES } from '@lading/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The longest keyword the list APIs take (`text(50)` in their contracts). */
const KEYWORD_MAX = 50;

/**
 * The free-text `keyword` filter of a list page, refused past 50 characters as the API would
 * refuse it; `tooLong` words that refusal, else antd's default message does.
 */
export function KeywordFilterItem(props: {
  label: string;
  placeholder: string;
  width?: number;
  tooLong?: (max: number) => string;
}) {
  const rule = props.tooLong
    ? { max: KEYWORD_MAX, message: props.tooLong(KEYWORD_MAX) }
    : { max: KEYWORD_MAX };
  return (
    <Form.Item name="keyword" label={props.label} rules={[rule]}>
      <Input allowClear placeholder={props.placeholder} style={{ width: props.width ?? 220 }} />
    </Form.Item>
  );
}

/** The namespaces that word activeness (`fields.activeness`, `activeness.*`). */
const ACTIVENESS_NAMESPACES = ['products', 'suppliers', 'kits', 'leadTimes'] as const;
type ActivenessNamespace = (typeof ACTIVENESS_NAMESPACES)[number];

/**
 * The `activeness` filter (Active / Inactive), in the words of the page's namespace `ns`
 * (`fields.activeness`, `activeness.*`): suppliers word it differently from products.
 */
export function ActivenessFilterItem(props: { ns: ActivenessNamespace }) {
  const { t } = useTranslation(ACTIVENESS_NAMESPACES);
  return (
    <Form.Item name="activeness" label={t(`${props.ns}:fields.activeness`)}>
      <Select
        allowClear
        style={{ width: 120 }}
        options={ACTIVENESS.map((value) => ({
          value,
          label: t(`${props.ns}:activeness.${value}`),
        }))}
      />
    </Form.Item>
  );
}

/** The product `category` filter: the shared product categories, named in the UI's language. */
export function ProductCategoryFilterItem(props: { label: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  return (
    <Form.Item name="category" label={props.label}>
      <Select
        allowClear
        style={{ width: 160 }}
        options={PRODUCT_CATEGORIES.map((value) => ({
          value,
          label: PRODUCT_CATEGORY_NAMES[value][lang],
        }))}
      />
    </Form.Item>
  );
}
