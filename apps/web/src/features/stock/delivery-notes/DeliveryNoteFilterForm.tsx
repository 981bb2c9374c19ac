import {
  DELIVERY_NOTE_STATUSES,
  type DeliveryNoteStatus,
  type deliveryNoteOperations,
} from '@lading/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { daysOfRange, rangeOfDays, type DayRange } from '../../common/day-range';
import { FilterForm } from '../../common/FilterForm';
import { SupplierSelect, type SupplierOption } from '../../common/SupplierSelect';
import type { ListFiltersOf, ListQueryOf } from '../../common/useListQuery';
import { optionOfId } from '../../common/useNamedOption';
import {
  DaysFilterItem,
  DocumentNoFilterItem,
  StatusFilterItem,
  WarehouseFilterItem,
  isLoadingWarehouse,
} from '../documents/DocumentFilterItems';
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
      <DocumentNoFilterItem
        name="noteNo"
        label={field('noteNo')}
        placeholder={t('deliveryNotes.page.filters.noteNoPlaceholder')}
      />
      <Form.Item name="supplier" label={field('supplier')}>
        <SupplierSelect allowClear style={{ width: 170 }} placeholder={any} />
      </Form.Item>
      <WarehouseFilterItem label={field('warehouse')} any={any} offers={isLoadingWarehouse} />
      <StatusFilterItem
        label={field('status')}
        any={any}
        statuses={DELIVERY_NOTE_STATUSES}
        nameOf={statusName}
      />
      <DaysFilterItem label={field('createdDays')} />
    </FilterForm>
  );
}
