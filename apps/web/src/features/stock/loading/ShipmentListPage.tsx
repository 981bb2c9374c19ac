import {
  CONTAINER_STATUS_NAMES,
  formatDate,
  formatDateTime,
  formatQty,
  LOADABLE_CONTAINER_STATUSES,
  loadingOperations,
  type LoadableContainerItem,
} from '@lading/shared';
import { Button, Form, Select, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { daysOfRange, rangeOfDays, type DayRange } from '../../common/day-range';
import { FilterForm } from '../../common/FilterForm';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { useListQuery } from '../../common/useListQuery';
import { languageOf } from '../stock-format';
import { DaysFilterItem } from '../documents/DocumentFilterItems';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import { ContainerSearchItem } from './ContainerSearchItem';
import { LOADING_KEY, loadingPaths } from './loading-paths';

type Values = {
  warehouseId?: number | undefined;
  statuses?: LoadableContainerItem['status'][] | undefined;
  etd?: DayRange | undefined;
  search?: string | undefined;
  completed?: 0 | 1 | undefined;
};

/**
 * /stock/shipmentList: the released containers (Unshipped, Loading) due at a loading point
 * with a loading warehouse — ETD, ready date, planned and loaded — each opened to load it.
 */
export default function ShipmentListPage() {
  const { t, i18n } = useTranslation('stock');
  const lang = languageOf(i18n.language);
  const navigate = useNavigate();
  const list = useListQuery(loadingOperations.containers, { key: [...LOADING_KEY, 'containers'] });
  const [form] = Form.useForm<Values>();
  const shown = list.unpaged;
  const columns: TableColumnsType<LoadableContainerItem> = [
    { title: t('loading.shipmentNo'), dataIndex: 'shipmentNo', width: 140 },
    {
      title: t('loading.containerNo'),
      dataIndex: 'containerNo',
      width: 130,
      render: (value: string | null) => value ?? '—',
    },
    { title: t('loading.containerType'), dataIndex: 'containerType', width: 80 },
    {
      title: t('loading.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: LoadableContainerItem['status']) => CONTAINER_STATUS_NAMES[status][lang],
    },
    { title: t('loading.loadingPoint'), dataIndex: 'loadingPointName', width: 140 },
    { title: t('loading.etd'), dataIndex: 'etd', width: 110, render: (d) => formatDate(d) || '—' },
    {
      title: t('loading.readyDate'),
      dataIndex: 'readyDate',
      width: 110,
      render: (d) => formatDate(d) || '—',
    },
    { title: t('loading.lines'), dataIndex: 'lines', width: 70, align: 'right' },
    {
      title: t('loading.plannedQty'),
      dataIndex: 'plannedQty',
      width: 100,
      align: 'right',
      render: formatQty,
    },
    {
      title: t('loading.loadedQty'),
      dataIndex: 'loadedQty',
      width: 100,
      align: 'right',
      render: formatQty,
    },
    {
      title: t('loading.completed'),
      dataIndex: 'loadingCompletedAt',
      width: 150,
      render: (at: string | null) =>
        at ? <Tag color="green">{formatDateTime(at)}</Tag> : <Tag>{t('loading.loading')}</Tag>,
    },
    {
      title: t('table.rowActions', { ns: 'common' }),
      key: 'open',
      width: 90,
      render: (_, row) => (
        <Button size="small" onClick={() => void navigate(loadingPaths.details(row.id))}>
          {row.loadingCompletedAt ? t('actions.view', { ns: 'common' }) : t('loading.open_action')}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      filters={
        <FilterForm<Values>
          form={form}
          name="loading-container-filters"
          values={{
            warehouseId: shown.warehouseId,
            statuses: shown.statuses,
            etd: rangeOfDays(shown.etdFrom, shown.etdTo),
            search: shown.search,
            completed: shown.completed as 0 | 1 | undefined,
          }}
          onSearch={(values) => {
            const [etdFrom, etdTo] = daysOfRange(values.etd);
            list.setFilters({
              warehouseId: values.warehouseId,
              statuses: values.statuses?.length ? values.statuses : undefined,
              etdFrom,
              etdTo,
              search: values.search?.trim() || undefined,
              completed: values.completed,
            });
          }}
        >
          <Form.Item name="warehouseId" label={t('loading.filters.warehouse')}>
            <WarehouseSelect
              allowClear
              placeholder={t('loading.filters.any')}
              style={{ width: 220 }}
              offers={(warehouse) => warehouse.type === 'loading'}
            />
          </Form.Item>
          <Form.Item name="statuses" label={t('loading.filters.statuses')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('loading.filters.any')}
              style={{ width: 200 }}
              options={LOADABLE_CONTAINER_STATUSES.map((status) => ({
                value: status,
                label: CONTAINER_STATUS_NAMES[status][lang],
              }))}
            />
          </Form.Item>
          <DaysFilterItem name="etd" label={t('loading.filters.etd')} />
          <ContainerSearchItem />
          <Form.Item name="completed" label={t('loading.filters.completed')}>
            <Select
              allowClear
              placeholder={t('loading.filters.any')}
              style={{ width: 140 }}
              options={[
                { value: 0, label: t('loading.filters.completedNo') },
                { value: 1, label: t('loading.filters.completedYes') },
              ]}
            />
          </Form.Item>
        </FilterForm>
      }
    >
      <PagedTable<LoadableContainerItem> list={list} columns={columns} />
    </ListPage>
  );
}
