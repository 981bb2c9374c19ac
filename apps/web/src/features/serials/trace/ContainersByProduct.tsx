import {
  codeDataOperations as op,
  formatDate,
  formatDateTime,
  formatQty,
  productOperations,
  supplierOperations,
  type TraceContainerItem,
} from '@lading/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { usePermissions } from '../../../auth/session';
import { daysOfRange, type DayRange } from '../../common/day-range';
import { FilterForm } from '../../common/FilterForm';
import { ListPage } from '../../common/ListPage';
import { FIRST_PAGE, tablePagination, type Paging } from '../../common/paging';
import { SupplierSelect } from '../../common/SupplierSelect';
import type { NamedOption } from '../../common/useNamedOption';
import { ProductSelect } from '../../kits/ProductSelect';
import { nextPaging, statusName, TRACE_KEY } from './trace-format';

interface Values {
  product?: NamedOption | undefined;
  supplier?: NamedOption | undefined;
  days?: DayRange | undefined;
}

interface Filters {
  productId?: number | undefined;
  supplierId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The form's values → the reverse query's filters (blank ones left out). */
export const containerFiltersOf = (values: Values): Filters => {
  const [from, to] = daysOfRange(values.days);
  return { productId: values.product?.value, supplierId: values.supplier?.value, from, to };
};

/**
 * The reverse question: which containers hold codes of a product (of a supplier), scanned
 * in a day range; one row per container code, its code a button that traces it. The product
 * and supplier pickers show when the user may read products and suppliers.
 */
export function ContainersByProduct(props: { onTrace(containerCode: string): void }) {
  const { t } = useTranslation(['traceability', 'serials', 'planning']);
  const { can } = usePermissions();
  const [form] = Form.useForm<Values>();
  const [filters, setFilters] = useState<Filters | null>(null);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const query = filters && { ...filters, ...paging };
  const list = useQuery({
    queryKey: [...TRACE_KEY, 'containers', query],
    queryFn: () => call(op.traceContainers, { query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const day = (value: string | null) => (value ? formatDate(value) : '—');

  return (
    <ListPage
      filters={
        <FilterForm<Values>
          form={form}
          name="trace-containers"
          onSearch={(values) => {
            setFilters(containerFiltersOf(values));
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
          onReset={() => setFilters(null)}
        >
          {can(productOperations.list.access.resource) && (
            <Form.Item name="product" label={t('containers.product')}>
              <ProductSelect
                allowClear
                style={{ width: 240 }}
                placeholder={t('containers.anyProduct')}
              />
            </Form.Item>
          )}
          {can(supplierOperations.list.access.resource) && (
            <Form.Item name="supplier" label={t('containers.supplier')}>
              <SupplierSelect
                allowClear
                style={{ width: 180 }}
                placeholder={t('containers.anySupplier')}
              />
            </Form.Item>
          )}
          <Form.Item name="days" label={t('containers.days')}>
            <DatePicker.RangePicker
              format="YYYY-MM-DD"
              allowEmpty={[true, true]}
              style={{ width: 240 }}
            />
          </Form.Item>
        </FilterForm>
      }
    >
      {query === null ? (
        <Typography.Paragraph type="secondary">{t('containers.hint')}</Typography.Paragraph>
      ) : (
        <Table<TraceContainerItem>
          rowKey="containerCodeId"
          size="middle"
          scroll={{ x: 'max-content' }}
          aria-label={t('containers.table')}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('containers.empty') }}
          pagination={tablePagination(t, paging, list.data?.total ?? 0)}
          onChange={(pagination) => setPaging((current) => nextPaging(current, pagination))}
          columns={[
            {
              title: t('fields.containerCode'),
              key: 'code',
              render: (_, row) => (
                <Button
                  autoInsertSpace={false}
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  aria-label={t('containers.traceName', { code: row.containerCode })}
                  onClick={() => props.onTrace(row.containerCode)}
                >
                  {row.containerCode}
                </Button>
              ),
            },
            {
              title: t('fields.shipmentNo'),
              key: 'shipmentNo',
              render: (_, row) => row.shipmentNo ?? '—',
            },
            {
              title: t('fields.status'),
              key: 'status',
              render: (_, row) => statusName(t, row.status),
            },
            { title: t('fields.etd'), key: 'etd', render: (_, row) => day(row.etd) },
            { title: t('fields.atd'), key: 'atd', render: (_, row) => day(row.atd) },
            {
              title: t('fields.productCodes'),
              key: 'products',
              align: 'right',
              render: (_, row) => formatQty(row.products),
            },
            {
              title: t('fields.firstScanned'),
              key: 'first',
              render: (_, row) => formatDateTime(row.firstScannedAt),
            },
            {
              title: t('fields.lastScanned'),
              key: 'last',
              render: (_, row) => formatDateTime(row.lastScannedAt),
            },
          ]}
        />
      )}
    </ListPage>
  );
}
