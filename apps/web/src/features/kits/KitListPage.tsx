import { PlusOutlined } from '@ant-design/icons';
import {
  KIT_LIFE_CYCLES,
  kitOperations,
  type KitItem,
  type KitSort,
  formatDateTime,
  formatKg,
  formatPackageCbm,
} from '@lading/shared';
import { Button, Form, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../auth/Guards';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { useEditor } from '../common/useEditor';
import { ExportButton } from '../common/ExportButton';
import { actionsColumn, RowActions } from '../common/RowActions';
import { useConfirmDelete } from '../common/useConfirmDelete';
import { KitDetailsDrawer } from './KitDetailsDrawer';
import { KitFormDrawer } from './KitFormDrawer';
import { downloadFile } from '../../api/call';
import { ProductSelect, type ProductOption } from './ProductSelect';
import { KITS_KEY, KITS_WRITE, useKitMutations } from './useKits';
import { FilterForm } from '../common/FilterForm';
import { ActivenessFilterItem, KeywordFilterItem } from '../common/FilterItems';
import { columnSort } from '../common/sorting';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { optionOfId } from '../common/useNamedOption';

type SearchValues = Omit<ListFiltersOf<typeof kitOperations.list>, 'product'> & {
  product?: ProductOption | undefined;
};

const LIFE_CYCLE_COLORS = { New: 'blue', Active: 'green', PhaseOut: 'orange', EOL: 'default' };

/** /production/kit: the KIT list, filters, sort, export; add, edit, details and delete. */
export default function KitListPage() {
  const { t } = useTranslation('kits');
  const canWrite = usePermissions().can(KITS_WRITE);
  const list = useListQuery(kitOperations.list, { key: KITS_KEY });
  const { query } = list;
  const [form] = Form.useForm<SearchValues>();
  const { remove } = useKitMutations();
  const editor = useEditor<KitItem>();
  const [viewing, setViewing] = useState<KitItem>();

  const search = (values: SearchValues) =>
    list.setFilters({
      keyword: values.keyword?.trim() || undefined,
      lifeCycle: values.lifeCycle,
      activeness: values.activeness,
      product: values.product?.value,
    });

  const confirmDelete = useConfirmDelete();

  // no sort chosen: by kit code
  const sorted = (key: KitSort) =>
    columnSort(query, key) ?? (key === 'kitCode' && !query.sortBy ? 'ascend' : null);
  const columns: TableColumnsType<KitItem> = [
    {
      title: t('fields.kitCode'),
      dataIndex: 'kitCode',
      key: 'kitCode',
      fixed: 'left',
      sorter: true,
      sortOrder: sorted('kitCode'),
    },
    {
      title: t('fields.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sorted('name'),
    },
    {
      title: t('fields.lifeCycle'),
      dataIndex: 'lifeCycle',
      key: 'lifeCycle',
      sorter: true,
      sortOrder: sorted('lifeCycle'),
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
      render: (value: number) => formatPackageCbm(value),
    },
    {
      title: t('fields.grossWeightKg'),
      dataIndex: 'grossWeightKg',
      align: 'right',
      render: (value: number) => formatKg(value),
    },
    {
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      sorter: true,
      sortOrder: sorted('updatedAt'),
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
        <FilterForm<SearchValues>
          form={form}
          values={{
            keyword: query.keyword,
            lifeCycle: query.lifeCycle,
            activeness: query.activeness,
            product: optionOfId(query.product),
          }}
          onSearch={search}
        >
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
          <ExportButton run={() => downloadFile(kitOperations.export, { query: list.unpaged })} />
        </>
      }
    >
      <PagedTable<KitItem> list={list} columns={columns} />
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
