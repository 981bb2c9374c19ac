import { PlusOutlined } from '@ant-design/icons';
import {
  supplierOperations,
  type SupplierItem,
  type SupplierSortField,
  formatDateTime,
} from '@lading/shared';
import { Button, Checkbox, Form, Select, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Can } from '../../auth/Guards';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { actionsColumn, RowActions } from '../common/RowActions';
import { STATUS_COLORS, useSupplierLabels } from './supplier-labels';
import { SupplierStatusFilterItem } from './SupplierStatusFilterItem';
import { supplierPaths } from './supplier-routes';
import { downloadFile } from '../../api/call';
import { SUPPLIERS_WRITE } from './useSuppliers';
import { SUPPLIERS_KEY } from '../admin/common/query-keys';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { FilterForm } from '../common/FilterForm';
import {
  ActivenessFilterItem,
  KeywordFilterItem,
  ProductCategoryFilterItem,
} from '../common/FilterItems';
import { columnSort } from '../common/sorting';

type FilterValues = Omit<ListFiltersOf<typeof supplierOperations.list>, 'owner'> & {
  owner?: boolean;
};

/** /factory/supplier: the supplier database (kept alive) — filters, sorting, export, add. */
export default function SupplierListPage() {
  const { t } = useTranslation('suppliers');
  const labels = useSupplierLabels();
  const navigate = useNavigate();
  const canWrite = usePermissions().can(SUPPLIERS_WRITE);
  const list = useListQuery(supplierOperations.list, { key: SUPPLIERS_KEY });
  const { query } = list;
  const [form] = Form.useForm<FilterValues>();

  const search = (values: FilterValues) =>
    list.setFilters({
      keyword: values.keyword?.trim() || undefined,
      status: values.status,
      stage: values.stage,
      category: values.category,
      activeness: values.activeness,
      owner: values.owner ? 1 : undefined,
    });
  const sorted = (field: SupplierSortField) => ({
    sorter: true,
    sortOrder: columnSort(query, field),
  });

  const columns: TableColumnsType<SupplierItem> = [
    { title: t('fields.code'), dataIndex: 'code', key: 'code', fixed: 'left', ...sorted('code') },
    {
      title: t('fields.shortName'),
      dataIndex: 'shortName',
      key: 'shortName',
      ...sorted('shortName'),
    },
    { title: t('fields.fullName'), dataIndex: 'fullName', key: 'fullName', ...sorted('fullName') },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      key: 'status',
      ...sorted('status'),
      render: (status: SupplierItem['status']) => (
        <Tag color={STATUS_COLORS[status]}>{labels.status(status)}</Tag>
      ),
    },
    {
      title: t('fields.supplyStage'),
      dataIndex: 'supplyStage',
      key: 'supplyStage',
      ...sorted('supplyStage'),
      render: labels.stage,
    },
    {
      title: t('fields.companyType'),
      dataIndex: 'companyType',
      key: 'companyType',
      render: labels.companyType,
    },
    {
      title: t('fields.productCategories'),
      dataIndex: 'productCategories',
      key: 'productCategories',
      render: (categories: SupplierItem['productCategories']) =>
        categories.map((category) => <Tag key={category}>{labels.category(category)}</Tag>),
    },
    {
      title: t('fields.homeCountry'),
      dataIndex: 'homeCountry',
      key: 'homeCountry',
      ...sorted('homeCountry'),
    },
    { title: t('fields.contact1Name'), dataIndex: 'contact1Name', key: 'contact1Name' },
    {
      title: t('fields.activeness'),
      dataIndex: 'activeness',
      key: 'activeness',
      render: (value: SupplierItem['activeness']) => (
        <Tag color={value === 'Active' ? 'green' : 'default'}>{t(`activeness.${value}`)}</Tag>
      ),
    },
    {
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      ...sorted('updatedAt'),
      render: (at: string) => formatDateTime(at),
    },
    ...actionsColumn<SupplierItem>({
      show: true,
      title: t('operations'),
      fixed: true,
      render: (record) => (
        <RowActions
          details={{
            label: t('details'),
            onOpen: () => void navigate(supplierPaths.details(record.id)),
          }}
          onEdit={canWrite ? () => void navigate(supplierPaths.edit(record.id)) : undefined}
        >
          <Button
            size="small"
            type="link"
            onClick={() => void navigate(supplierPaths.record(record.id))}
          >
            {t('records')}
          </Button>
        </RowActions>
      ),
    }),
  ];

  return (
    <ListPage
      filters={
        <FilterForm<FilterValues>
          form={form}
          values={{
            keyword: query.keyword,
            status: query.status,
            stage: query.stage,
            category: query.category,
            activeness: query.activeness,
            owner: query.owner === 1,
          }}
          onSearch={search}
        >
          <KeywordFilterItem
            label={t('filters.keyword')}
            placeholder={t('filters.keywordPlaceholder')}
          />
          <SupplierStatusFilterItem />
          <Form.Item name="stage" label={t('fields.supplyStage')}>
            <Select allowClear style={{ width: 180 }} options={labels.stageOptions} />
          </Form.Item>
          <ProductCategoryFilterItem label={t('fields.productCategories')} />
          <ActivenessFilterItem ns="suppliers" />
          <Form.Item name="owner" valuePropName="checked">
            <Checkbox>{t('owned')}</Checkbox>
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <>
          <Can resource={SUPPLIERS_WRITE}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(supplierPaths.add)}
            >
              {t('add')}
            </Button>
          </Can>
          <ExportButton
            run={() => downloadFile(supplierOperations.export, { query: list.unpaged })}
          />
        </>
      }
    >
      <PagedTable<SupplierItem> list={list} columns={columns} />
    </ListPage>
  );
}
