import {
  formatDateTime,
  formatQty,
  loadingOperations,
  type LoadingRecordItem,
} from '@lading/shared';
import { Form, Input, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/call';
import { daysOfRange, rangeOfDays, type DayRange } from '../../common/day-range';
import { ExportButton } from '../../common/ExportButton';
import { FilterForm } from '../../common/FilterForm';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { useListQuery } from '../../common/useListQuery';
import { DaysFilterItem } from '../documents/DocumentFilterItems';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import { ContainerSearchItem } from './ContainerSearchItem';
import { LOADING_KEY } from './loading-paths';

type Values = {
  days?: DayRange | undefined;
  warehouseIds?: number[] | undefined;
  search?: string | undefined;
  product?: string | undefined;
};

/**
 * /stock/shipmentRecord: every line of every load, newest first — planned against loaded,
 * the shortfall reason — with filters and Excel export.
 */
export default function ShipmentRecordPage() {
  const { t } = useTranslation('stock');
  const list = useListQuery(loadingOperations.records, { key: [...LOADING_KEY, 'records'] });
  const [form] = Form.useForm<Values>();
  const shown = list.unpaged;
  const number = { align: 'right' as const, width: 100 };
  // what was loaded, and how much, first: the document and seal follow behind the scroll
  const columns: TableColumnsType<LoadingRecordItem> = [
    {
      title: t('loading.loadedAt'),
      dataIndex: 'loadedAt',
      width: 150,
      render: (at: string) => formatDateTime(at),
    },
    { title: t('loading.shipmentNo'), dataIndex: 'shipmentNo', width: 130 },
    {
      title: t('loading.containerNo'),
      dataIndex: 'containerNo',
      width: 130,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('loading.poLine'),
      key: 'poLine',
      width: 140,
      render: (_, row) => `${row.poNumber} / ${row.poLineNo}`,
    },
    { title: t('loading.productCode'), dataIndex: 'productCode', width: 130 },
    { title: t('loading.plannedQty'), dataIndex: 'plannedQty', ...number, render: formatQty },
    { title: t('loading.loadedQty'), dataIndex: 'loadedQty', ...number, render: formatQty },
    {
      title: t('loading.shortfallReason'),
      dataIndex: 'shortfallReason',
      width: 200,
      ellipsis: true,
    },
    { title: t('loading.productName'), dataIndex: 'productName', width: 180, ellipsis: true },
    { title: t('loading.docNo'), dataIndex: 'docNo', width: 150 },
    { title: t('loading.sealNo'), dataIndex: 'sealNo', width: 110 },
    { title: t('loading.loadingDate'), dataIndex: 'loadingDate', width: 110 },
    { title: t('loading.warehouse'), dataIndex: 'warehouseCode', width: 110 },
    { title: t('loading.user'), dataIndex: 'username', width: 110 },
  ];
  return (
    <ListPage
      filters={
        <FilterForm<Values>
          form={form}
          name="loading-record-filters"
          values={{
            days: rangeOfDays(shown.from, shown.to),
            warehouseIds: shown.warehouseIds,
            search: shown.search,
            product: shown.product,
          }}
          onSearch={(values) => {
            const [from, to] = daysOfRange(values.days);
            list.setFilters({
              from,
              to,
              warehouseIds: values.warehouseIds?.length ? values.warehouseIds : undefined,
              search: values.search?.trim() || undefined,
              product: values.product?.trim() || undefined,
            });
          }}
        >
          <DaysFilterItem name="days" label={t('loading.filters.days')} />
          <Form.Item name="warehouseIds" label={t('loading.filters.warehouse')}>
            <WarehouseSelect
              multiple
              allowClear
              placeholder={t('loading.filters.any')}
              style={{ width: 220 }}
              offers={(warehouse) => warehouse.type === 'loading'}
            />
          </Form.Item>
          <ContainerSearchItem />
          <Form.Item name="product" label={t('loading.filters.product')}>
            <Input
              allowClear
              maxLength={50}
              placeholder={t('loading.filters.productPlaceholder')}
              style={{ width: 220 }}
            />
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <ExportButton
          run={() => downloadFile(loadingOperations.exportRecords, { query: list.unpaged })}
        />
      }
    >
      <PagedTable<LoadingRecordItem> list={list} columns={columns} />
    </ListPage>
  );
}
