import {
  PRODUCT_CATEGORY_NAMES,
  packagingOperations,
  type Language,
  type PackagingItem,
  formatKg,
  formatPackageCbm,
} from '@lading/shared';
import { Button, Form, Select, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth/session';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { useEditor } from '../common/useEditor';
import { ExportButton } from '../common/ExportButton';
import { actionsColumn } from '../common/RowActions';
import { downloadFile } from '../../api/call';
import { PackagingFormModal } from './PackagingFormModal';
import { PACKAGING_KEY, PACKAGING_WRITE } from './usePackaging';
import { useListQuery, type ListFiltersOf } from '../common/useListQuery';
import { FilterForm } from '../common/FilterForm';
import { KeywordFilterItem, ProductCategoryFilterItem } from '../common/FilterItems';

/** The packaging list's filters (all optional: none is every product). */
type PackagingFilters = ListFiltersOf<typeof packagingOperations.list>;

const dims = (l: number, w: number, h: number) => `${l} × ${w} × ${h}`;

/** /production/packList: every product's carton and pallet; set one in a modal; export. */
export default function PackagingListPage() {
  const { t, i18n } = useTranslation('packaging');
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const canWrite = usePermissions().can(PACKAGING_WRITE);
  const list = useListQuery(packagingOperations.list, { key: PACKAGING_KEY });
  const { query } = list;
  const [form] = Form.useForm<PackagingFilters>();
  const editor = useEditor<PackagingItem>();

  const search = (values: PackagingFilters) =>
    list.setFilters({
      keyword: values.keyword?.trim() || undefined,
      category: values.category,
      hasPackaging: values.hasPackaging,
    });
  const none = <Tag>{t('none')}</Tag>;

  const columns: TableColumnsType<PackagingItem> = [
    {
      title: t('fields.productId'),
      fixed: 'left',
      render: (_, row) => row.product.productId,
    },
    { title: t('fields.shortName'), render: (_, row) => row.product.shortName },
    {
      title: t('fields.category'),
      render: (_, row) => PRODUCT_CATEGORY_NAMES[row.product.category][lang],
    },
    {
      title: t('columns.carton'),
      render: (_, { packaging: p }) =>
        p ? dims(p.cartonLengthCm, p.cartonWidthCm, p.cartonHeightCm) : none,
    },
    {
      title: t('columns.pieces'),
      align: 'right',
      render: (_, { packaging: p }) => p?.piecesPerCarton,
    },
    {
      title: t('columns.cartonWeights'),
      align: 'right',
      render: (_, { packaging: p }) =>
        p ? `${formatKg(p.cartonGrossKg)} / ${formatKg(p.cartonNetKg)}` : '',
    },
    {
      title: t('columns.cbmCarton'),
      align: 'right',
      render: (_, { packaging: p }) => formatPackageCbm(p?.cbmPerCarton),
    },
    {
      title: t('columns.cbmPiece'),
      align: 'right',
      render: (_, { packaging: p }) => formatPackageCbm(p?.cbmPerPiece),
    },
    {
      title: t('columns.pallet'),
      render: (_, { packaging: p }) =>
        p?.pallet
          ? t('columns.palletValue', {
              cartons: p.pallet.cartonsPerPallet,
              dims: dims(p.pallet.lengthCm, p.pallet.widthCm, p.pallet.heightCm),
              gross: p.pallet.grossKg,
            })
          : p
            ? t('loose')
            : '',
    },
    {
      title: '40HQ',
      align: 'right',
      render: (_, { packaging: p }) => p?.pallet?.palletsPer40HQ,
    },
    {
      title: '20GP',
      align: 'right',
      render: (_, { packaging: p }) => p?.pallet?.palletsPer20GP,
    },
    ...actionsColumn<PackagingItem>({
      show: canWrite,
      title: t('operations'),
      fixed: true,
      render: (row) => (
        <Button size="small" type="link" onClick={() => editor.edit(row)}>
          {row.packaging ? t('actions.edit', { ns: 'common' }) : t('set')}
        </Button>
      ),
    }),
  ];

  return (
    <ListPage
      filters={
        <FilterForm<PackagingFilters>
          form={form}
          values={{
            keyword: query.keyword,
            category: query.category,
            hasPackaging: query.hasPackaging,
          }}
          onSearch={search}
        >
          <KeywordFilterItem
            label={t('filters.keyword')}
            placeholder={t('filters.keywordPlaceholder')}
            width={240}
            tooLong={(max) => t('rules.maxLength', { max })}
          />
          <ProductCategoryFilterItem label={t('fields.category')} />
          <Form.Item name="hasPackaging" label={t('filters.hasPackaging')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={[
                { value: 'yes', label: t('filters.yes') },
                { value: 'no', label: t('filters.no') },
              ]}
            />
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <ExportButton
          run={() => downloadFile(packagingOperations.export, { query: list.unpaged })}
        />
      }
    >
      <PagedTable<PackagingItem> rowKey={(row) => row.product.id} list={list} columns={columns} />
      <PackagingFormModal
        key={editor.key}
        open={editor.open}
        record={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
