import type { codeTemplateOperations } from '@lading/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../common/FilterForm';
import { KeywordFilterItem } from '../../common/FilterItems';
import { SupplierSelect } from '../../common/SupplierSelect';
import type { ListFiltersOf, ListQueryOf } from '../../common/useListQuery';
import { optionOfId, type NamedOption } from '../../common/useNamedOption';
import { ProductSelect } from '../../kits/ProductSelect';

type TemplateQuery = ListQueryOf<typeof codeTemplateOperations.list>;
type TemplateFilters = ListFiltersOf<typeof codeTemplateOperations.list>;

interface Values {
  keyword?: string;
  product?: NamedOption;
  supplier?: NamedOption;
  active?: 0 | 1;
}

/**
 * The template list's filters: keyword (the template's name), product and supplier (not on
 * container templates, which are universal), in use or not.
 */
export function TemplateFilterForm(props: {
  values: Pick<TemplateQuery, 'level' | 'keyword' | 'productId' | 'supplierId' | 'active'>;
  /** Product and supplier filters (the user may read products and suppliers). */
  scoped: { products: boolean; suppliers: boolean };
  onSearch(filters: TemplateFilters): void;
}) {
  const { t } = useTranslation('serials');
  const [form] = Form.useForm<Values>();
  const shown = props.values;
  const { level } = shown;

  const search = (values: Values) =>
    props.onSearch({
      level,
      keyword: values.keyword?.trim() || undefined,
      productId: values.product?.value,
      supplierId: values.supplier?.value,
      active: values.active,
    });

  return (
    <FilterForm<Values>
      form={form}
      name={`template-filters-${level}`}
      values={{
        keyword: shown.keyword,
        product: optionOfId(shown.productId),
        supplier: optionOfId(shown.supplierId),
        active: shown.active as Values['active'],
      }}
      onSearch={search}
      onReset={() => props.onSearch({ level })}
    >
      <KeywordFilterItem
        label={t('templates.filters.keyword')}
        placeholder={t('templates.filters.keywordPlaceholder')}
        tooLong={(max) => t('rules.maxLength', { ns: 'common', max })}
      />
      {props.scoped.products && (
        <Form.Item name="product" label={t('fields.product')}>
          <ProductSelect
            allowClear
            style={{ width: 240 }}
            placeholder={t('templates.filters.anyProduct')}
          />
        </Form.Item>
      )}
      {props.scoped.suppliers && (
        <Form.Item name="supplier" label={t('fields.supplier')}>
          <SupplierSelect
            allowClear
            style={{ width: 180 }}
            placeholder={t('templates.filters.anySupplier')}
          />
        </Form.Item>
      )}
      <Form.Item name="active" label={t('fields.active')}>
        <Select<0 | 1>
          allowClear
          style={{ width: 130 }}
          placeholder={t('templates.filters.any')}
          options={[
            { value: 1, label: t('templates.inUse') },
            { value: 0, label: t('templates.notInUse') },
          ]}
        />
      </Form.Item>
    </FilterForm>
  );
}
