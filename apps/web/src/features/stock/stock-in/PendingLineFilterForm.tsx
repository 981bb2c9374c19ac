import type { deliveryNoteOperations } from '@lading/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../common/FilterForm';
import { SupplierSelect, type SupplierOption } from '../../common/SupplierSelect';
import type { ListFiltersOf, ListQueryOf } from '../../common/useListQuery';
import { optionOfId } from '../../common/useNamedOption';
import {
  DocumentNoFilterItem,
  WarehouseFilterItem,
  isLoadingWarehouse,
} from '../documents/DocumentFilterItems';

type PendingFilters = ListFiltersOf<typeof deliveryNoteOperations.pendingLines>;
type PendingShown = Partial<
  Omit<ListQueryOf<typeof deliveryNoteOperations.pendingLines>, 'pageNum' | 'pageSize'>
>;

interface Values {
  noteNo?: string;
  supplier?: SupplierOption;
  warehouseId?: number;
  product?: string;
}

/** The pending lines' filters: note number, supplier, loading warehouse, product. */
export function PendingLineFilterForm(props: {
  values: PendingShown;
  onSearch(filters: PendingFilters): void;
}) {
  const { t } = useTranslation('stock');
  const [form] = Form.useForm<Values>();
  const shown = props.values;
  const any = t('deliveryNotes.page.filters.any');
  return (
    <FilterForm<Values>
      form={form}
      name="pending-line-filters"
      values={{
        noteNo: shown.noteNo,
        supplier: optionOfId(shown.supplierId),
        warehouseId: shown.warehouseId,
        product: shown.product,
      }}
      onSearch={(values) =>
        props.onSearch({
          noteNo: values.noteNo?.trim() || undefined,
          supplierId: values.supplier?.value,
          warehouseId: values.warehouseId,
          product: values.product?.trim() || undefined,
        })
      }
    >
      <DocumentNoFilterItem
        name="noteNo"
        label={t('deliveryNotes.page.fields.noteNo')}
        placeholder={t('deliveryNotes.page.filters.noteNoPlaceholder')}
      />
      <Form.Item name="supplier" label={t('deliveryNotes.page.fields.supplier')}>
        <SupplierSelect allowClear style={{ width: 170 }} placeholder={any} />
      </Form.Item>
      <WarehouseFilterItem
        label={t('deliveryNotes.page.fields.warehouse')}
        any={any}
        offers={isLoadingWarehouse}
      />
      <Form.Item
        name="product"
        label={t('deliveryNotes.page.fields.product')}
        rules={[{ max: 50 }]}
      >
        <Input
          allowClear
          placeholder={t('stockIn.page.productPlaceholder')}
          style={{ width: 200 }}
        />
      </Form.Item>
    </FilterForm>
  );
}
