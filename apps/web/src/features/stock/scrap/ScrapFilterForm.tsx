import {
  SCRAP_ORDER_STATUSES,
  type ScrapOrderStatus,
  type scrapOrderOperations,
} from '@lading/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { daysOfRange, rangeOfDays, type DayRange } from '../../common/day-range';
import { FilterForm } from '../../common/FilterForm';
import type { ListFiltersOf, ListQueryOf } from '../../common/useListQuery';
import {
  DaysFilterItem,
  DocumentNoFilterItem,
  StatusFilterItem,
  WarehouseFilterItem,
} from '../documents/DocumentFilterItems';
import { useScrapStatusName } from './useScrapOrders';

type ScrapFilters = ListFiltersOf<typeof scrapOrderOperations.list>;
type ScrapShown = Partial<
  Omit<ListQueryOf<typeof scrapOrderOperations.list>, 'pageNum' | 'pageSize'>
>;

interface Values {
  scrapNo?: string;
  warehouseId?: number;
  status?: ScrapOrderStatus[];
  created?: DayRange;
}

/** The scrap order list's filters: number, statuses, source warehouse, created days. */
export function ScrapFilterForm(props: {
  values: ScrapShown;
  onSearch(filters: ScrapFilters): void;
}) {
  const { t } = useTranslation('stock');
  const [form] = Form.useForm<Values>();
  const statusName = useScrapStatusName();
  const shown = props.values;
  const any = t('inventory.filters.any');

  const search = (values: Values) => {
    const [from, to] = daysOfRange(values.created);
    props.onSearch({
      scrapNo: values.scrapNo?.trim() || undefined,
      warehouseId: values.warehouseId,
      status: values.status?.length ? values.status : undefined,
      from,
      to,
    });
  };

  return (
    <FilterForm<Values>
      form={form}
      name="scrap-filters"
      values={{
        scrapNo: shown.scrapNo,
        warehouseId: shown.warehouseId,
        status: shown.status,
        created: rangeOfDays(shown.from, shown.to),
      }}
      onSearch={search}
    >
      <DocumentNoFilterItem name="scrapNo" label={t('scrap.fields.scrapNo')} />
      <StatusFilterItem
        label={t('scrap.fields.status')}
        any={any}
        statuses={SCRAP_ORDER_STATUSES}
        nameOf={statusName}
      />
      <WarehouseFilterItem
        label={t('scrap.fields.warehouse')}
        any={any}
        offers={(warehouse) => warehouse.type !== 'scrap'}
      />
      <DaysFilterItem label={t('scrap.fields.createdOn')} />
    </FilterForm>
  );
}
