import { PlusOutlined } from '@ant-design/icons';
import { KIT_LIFE_CYCLES, type KitItem, type KitSort } from '@lading/shared';
import { Button, Form, Select, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../auth/Guards';
import { usePermissions } from '../../auth/session';
import { formatDateTime } from '../admin/common/format';
import { ListPage } from '../common/ListPage';
import { FIRST_PAGE, type Paging } from '../common/paging';
import { PagedTable } from '../common/PagedTable';
import { useEditor } from '../common/useEditor';
import { ExportButton } from '../common/ExportButton';
import { actionsColumn, RowActions } from '../common/RowActions';
import { useConfirmDelete } from '../common/useConfirmDelete';
import { KitDetailsDrawer } from './KitDetailsDrawer';
import { KitFormDrawer } from './KitFormDrawer';
import { kitsApi, type KitFilters } from './kits.api';
import { ProductSelect, type ProductOption } from './ProductSelect';
import { KITS_WRITE, useKitList, useKitMutations } from './useKits';
import { FilterForm } from '../common/FilterForm';
import { ActivenessFilterItem, KeywordFilterItem } from '../common/FilterItems';
import { tableSort } from '../common/sorting';

type SearchValues = Omit<KitFilters, 'product' | 'sortBy' | 'sortOrder'> & {
  product?: ProductOption | undefined;
};

const LIFE_CYCLE_COLORS = { New: 'blue', Active: 'green', PhaseOut: 'orange', EOL: 'default' };

/** /production/kit: the KIT list, filters, sort, export; add, edit, details and delete. */
export default function KitListPage() {
  const { t } = useTranslation('kits');
  const canWrite = usePermissions().can(KITS_WRITE);
  const [filters, setFilters] = useState<KitFilters>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [form] = Form.useForm<SearchValues>();
  const list = useKitList({ ...filters, ...paging });
  const { remove } = useKitMutations();
  const editor = useEditor<KitItem>();
  const [viewing, setViewing] = useState<KitItem>();

  // deleting the last row of the last page: show the page before it
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / paging.pageSize));
  useEffect(() => {
    if (list.data && paging.pageNum > lastPage) setPaging((p) => ({ ...p, pageNum: lastPage }));
  }, [list.data, paging.pageNum, lastPage]);

  const search = (values: SearchValues) => {
    setFilters((current) => ({
      sortBy: current.sortBy,
      sortOrder: current.sortOrder,
      keyword: values.keyword?.trim() || undefined,
      lifeCycle: values.lifeCycle,
      activeness: values.activeness,
      product: values.product?.value,
    }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  const confirmDelete = useConfirmDelete();

  const sorted = (key: KitSort) =>
    filters.sortBy === key ? (filters.sortOrder ?? 'ascend') : undefined;
  const columns: TableColumnsType<KitItem> = [
    {
      title: t('fields.kitCode'),
      dataIndex: 'kitCode',
      key: 'kitCode',
      fixed: 'left',
      sorter: true,
      sortOrder: sorted('kitCode') ?? (filters.sortBy ? null : 'ascend'),
    },
    {
      title: t('fields.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sorted('name') ?? null,
    },
    {
      title: t('fields.lifeCycle'),
      dataIndex: 'lifeCycle',
      key: 'lifeCycle',
      sorter: true,
      sortOrder: sorted('lifeCycle') ?? null,
      render: (value: KitItem['lifeCycle']) => (
        <Tag color={LIFE_CYCLE_COLORS[value]}>{t(`lifeCycle.${value}`)}</Tag>
      ),
    },
    {
      title: t('fields.activeness'),
      dataIndex: 'activeness',
      render: (value: KitItem['activeness']) => (
        <Tag color={value === 'Active' ? 'green' : 'default'}>{t(`activeness.${value}`)}</Tag>
      ),
    },
    { title: t('fields.componentCount'), dataIndex: 'componentCount', align: 'right' },
    { title: t('fields.totalPieces'), dataIndex: 'totalPieces', align: 'right' },
    {
      title: t('fields.totalCbm'),
      dataIndex: 'totalCbm',
      align: 'right',
      render: (value: number) => value.toFixed(4),
    },
    { title: t('fields.grossWeightKg'), dataIndex: 'grossWeightKg', align: 'right' },
    {
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      sorter: true,
      sortOrder: sorted('updatedAt') ?? null,
      render: (value: string) => formatDateTime(value),
    },
    ...actionsColumn<KitItem>({
      show: true,
      title: t('operations'),
      fixed: true,
      render: (kit) => (
        <RowActions
          details={{ label: t('details'), onOpen: () => setViewing(kit) }}
          onEdit={canWrite ? () => editor.edit(kit) : undefined}
          onDelete={
            canWrite
              ? () =>
                  confirmDelete({
                    title: t('deleteTitle', { kitCode: kit.kitCode }),
                    content: t('deleteContent'),
                    remove: () => remove.mutateAsync(kit.id),
                  })
              : undefined
          }
        />
      ),
    }),
  ];

  return (
    <ListPage
      filters={
        <FilterForm<SearchValues> form={form} onSearch={search}>
          <KeywordFilterItem
            label={t('filters.keyword')}
            placeholder={t('filters.keywordPlaceholder')}
            tooLong={(max) => t('rules.maxLength', { max })}
          />
          <Form.Item name="lifeCycle" label={t('fields.lifeCycle')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={KIT_LIFE_CYCLES.map((value) => ({ value, label: t(`lifeCycle.${value}`) }))}
            />
          </Form.Item>
          <ActivenessFilterItem ns="kits" />
          <Form.Item name="product" label={t('filters.product')}>
            <ProductSelect
              allowClear
              style={{ width: 240 }}
              placeholder={t('filters.anyProduct')}
            />
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <>
          <Can resource={KITS_WRITE}>
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
              {t('add')}
            </Button>
          </Can>
          <ExportButton run={() => kitsApi.exportExcel(filters)} />
        </>
      }
    >
      <PagedTable<KitItem>
        query={list}
        paging={paging}
        onPaging={setPaging}
        columns={columns}
        onChange={(_pagination, _filters, sorter) => {
          // The kit API takes antd's own ascend/descend.
          const sort = tableSort<KitSort, KitItem>(sorter);
          setFilters((current) => ({ ...current, sortBy: sort?.field, sortOrder: sort?.order }));
        }}
      />
      <KitFormDrawer
        key={editor.key}
        open={editor.open}
        record={editor.record}
        onClose={editor.close}
      />
      <KitDetailsDrawer kit={viewing} onClose={() => setViewing(undefined)} />
    </ListPage>
  );
}
