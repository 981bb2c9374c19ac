import {
  WAREHOUSE_TYPE_NAMES,
  WAREHOUSE_TYPES,
  type warehouseOperations,
  type WarehouseType,
} from '@lading/shared';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../common/FilterForm';
import { KeywordFilterItem } from '../../common/FilterItems';
import type { ListFiltersOf } from '../../common/useListQuery';
import { languageOf } from '../stock-format';

type Filters = ListFiltersOf<typeof warehouseOperations.list>;
type Values = {
  keyword?: string | undefined;
  type?: WarehouseType | undefined;
  active?: 0 | 1 | undefined;
};

/** The warehouse filters: a keyword (code or name), the type and active / inactive. */
export function WarehouseSearchBar(props: {
  /** The filters of the list shown (its URL's). */
  values: { keyword?: string | undefined; type?: WarehouseType | undefined; active?: number };
  onSearch(filters: Filters): void;
}) {
  const { t, i18n } = useTranslation('stock');
  const lang = languageOf(i18n.language);
  const [form] = Form.useForm<Values>();
  return (
    <FilterForm<Values>
      form={form}
      name="warehouse-filters"
      values={{
        keyword: props.values.keyword,
        type: props.values.type,
        active: props.values.active as Values['active'],
      }}
      onSearch={(values) =>
        props.onSearch({
          keyword: values.keyword?.trim() || undefined,
          type: values.type,
          active: values.active,
        })
      }
    >
      <KeywordFilterItem
        label={t('warehouses.page.keyword')}
        placeholder={t('warehouses.page.keywordPlaceholder')}
        width={200}
        tooLong={(max) => t('warehouses.page.maxLength', { max })}
      />
      <Form.Item name="type" label={t('warehouses.type')}>
        <Select
          allowClear
          placeholder={t('warehouses.page.all')}
          style={{ width: 160 }}
          options={WAREHOUSE_TYPES.map((type) => ({
            value: type,
            label: WAREHOUSE_TYPE_NAMES[type][lang],
          }))}
        />
      </Form.Item>
      <Form.Item name="active" label={t('warehouses.page.status')}>
        <Select
          allowClear
          placeholder={t('warehouses.page.all')}
          style={{ width: 120 }}
          options={[
            { value: 1, label: t('warehouses.page.activeTag') },
            { value: 0, label: t('warehouses.page.inactiveTag') },
          ]}
        />
      </Form.Item>
    </FilterForm>
  );
}
