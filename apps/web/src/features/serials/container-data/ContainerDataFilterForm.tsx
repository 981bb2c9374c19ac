import type { containerDataOperations } from '@lading/shared';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../common/FilterForm';
import { SupplierSelect } from '../../common/SupplierSelect';
import type { ListFiltersOf, ListQueryOf } from '../../common/useListQuery';
import { optionOfId, type NamedOption } from '../../common/useNamedOption';

/** The contract's longest keyword (container no. or shipment no.). */
const KEYWORD_MAX = 40;

type Query = ListQueryOf<typeof containerDataOperations.list>;
export type ContainerDataFilters = ListFiltersOf<typeof containerDataOperations.list>;

interface Values {
  keyword?: string | undefined;
  supplier?: NamedOption | undefined;
  differentOnly?: boolean | undefined;
}

/** The form's values → the list's filters (blank ones left out). */
export const containerDataFiltersOf = (values: Values): ContainerDataFilters => ({
  keyword: values.keyword?.trim() || undefined,
  supplierId: values.supplier?.value,
  differentOnly: values.differentOnly ? 1 : 0,
});

/**
 * The comparison list's filters: container or shipment no., supplier (when the user may
 * read suppliers), and "differences only".
 */
export function ContainerDataFilterForm(props: {
  values: Pick<Query, 'keyword' | 'supplierId' | 'differentOnly'>;
  suppliers: boolean;
  onSearch(filters: ContainerDataFilters): void;
}) {
  const { t } = useTranslation('traceability');
  const [form] = Form.useForm<Values>();
  const shown = props.values;
  return (
    <FilterForm<Values>
      form={form}
      name="container-data-filters"
      values={{
        keyword: shown.keyword,
        supplier: optionOfId(shown.supplierId),
        differentOnly: shown.differentOnly === 1,
      }}
      onSearch={(values) => props.onSearch(containerDataFiltersOf(values))}
    >
      <Form.Item
        name="keyword"
        label={t('comparison.keyword')}
        rules={[
          { max: KEYWORD_MAX, message: t('rules.maxLength', { ns: 'common', max: KEYWORD_MAX }) },
        ]}
      >
        <Input allowClear placeholder={t('comparison.keywordPlaceholder')} style={{ width: 220 }} />
      </Form.Item>
      {props.suppliers && (
        <Form.Item name="supplier" label={t('comparison.supplier')}>
          <SupplierSelect
            allowClear
            style={{ width: 180 }}
            placeholder={t('comparison.anySupplier')}
          />
        </Form.Item>
      )}
      <Form.Item name="differentOnly" label={t('comparison.differentOnly')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FilterForm>
  );
}
