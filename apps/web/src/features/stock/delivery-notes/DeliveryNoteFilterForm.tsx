import {
  DELIVERY_NOTE_STATUSES,
  type DeliveryNoteStatus,
  type deliveryNoteOperations,
} from '@lading/shared';
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { daysOfRange, rangeOfDays, type DayRange } from '../../common/day-range';
import { FilterForm } from '../../common/FilterForm';
import { SupplierSelect, type SupplierOption } from '../../common/SupplierSelect';
import type { ListFiltersOf, ListQueryOf } from '../../common/useListQuery';
import { optionOfId } from '../../common/useNamedOption';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import { useNoteStatusName } from './useDeliveryNotes';

type NoteFilters = ListFiltersOf<typeof deliveryNoteOperations.list>;
type NoteShown = Partial<
  Omit<ListQueryOf<typeof deliveryNoteOperations.list>, 'pageNum' | 'pageSize'>
>;

interface Values {
  noteNo?: string;
  supplier?: SupplierOption;
  warehouseId?: number;
  status?: DeliveryNoteStatus[];
  created?: DayRange;
}

/** The delivery note list's filters: number, supplier, warehouse, statuses, created days. */
export function DeliveryNoteFilterForm(props: {
  /** The filters of the list shown (its URL's): the fields follow them. */
  values: NoteShown;
  onSearch(filters: NoteFilters): void;
}) {
  const { t } = useTranslation('stock');
  const [form] = Form.useForm<Values>();
  const statusName = useNoteStatusName();
  const shown = props.values;
  const field = (key: 'noteNo' | 'supplier' | 'warehouse' | 'status' | 'createdDays') =>
    t(`deliveryNotes.page.fields.${key}`);
  const any = t('deliveryNotes.page.filters.any');

  const search = (values: Values) => {
    const [from, to] = daysOfRange(values.created);
    props.onSearch({
      noteNo: values.noteNo?.trim() || undefined,
      supplierId: values.supplier?.value,
      warehouseId: values.warehouseId,
      status: values.status?.length ? values.status : undefined,
      from,
      to,
    });
  };

  return (
    <FilterForm<Values>
      form={form}
      name="delivery-note-filters"
      values={{
        noteNo: shown.noteNo,
        supplier: optionOfId(shown.supplierId),
        warehouseId: shown.warehouseId,
        status: shown.status,
        created: rangeOfDays(shown.from, shown.to),
      }}
      onSearch={search}
    >
      <Form.Item name="noteNo" label={field('noteNo')} rules={[{ max: 30 }]}>
        <Input
          allowClear
          placeholder={t('deliveryNotes.page.filters.noteNoPlaceholder')}
          style={{ width: 170 }}
        />
      </Form.Item>
      <Form.Item name="supplier" label={field('supplier')}>
        <SupplierSelect allowClear style={{ width: 170 }} placeholder={any} />
      </Form.Item>
      <Form.Item name="warehouseId" label={field('warehouse')}>
        <WarehouseSelect
          allowClear
          style={{ width: 200 }}
          placeholder={any}
          offers={(warehouse) => warehouse.type === 'loading'}
        />
      </Form.Item>
      <Form.Item name="status" label={field('status')}>
        <Select
          mode="multiple"
          allowClear
          style={{ width: 240 }}
          placeholder={any}
          options={DELIVERY_NOTE_STATUSES.map((value) => ({ value, label: statusName(value) }))}
        />
      </Form.Item>
      <Form.Item name="created" label={field('createdDays')}>
        <DatePicker.RangePicker
          format="YYYY-MM-DD"
          allowEmpty={[true, true]}
          style={{ width: 240 }}
        />
      </Form.Item>
    </FilterForm>
  );
}
