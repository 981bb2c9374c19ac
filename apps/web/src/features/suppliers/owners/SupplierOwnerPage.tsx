import { supplierOwnerOperations, type SupplierOwnersItem } from '@lading/shared';
import { Button, Form, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { useEditor } from '../../common/useEditor';
import { ExportButton } from '../../common/ExportButton';
import { actionsColumn } from '../../common/RowActions';
import { downloadFile } from '../../../api/call';
import { OwnerFormModal } from './OwnerFormModal';
import { PALETTE } from '../../../app/palette';
import { OwnerSelect, type OwnerOption } from './OwnerSelect';
import { OWNERS_KEY, OWNERS_WRITE } from './useOwners';
import { useListQuery } from '../../common/useListQuery';
import { optionOfId } from '../../common/useNamedOption';
import { FilterForm } from '../../common/FilterForm';
import { KeywordFilterItem } from '../../common/FilterItems';

interface FilterValues {
  keyword?: string;
  owner?: OwnerOption;
}

/** spec §2 /factory/owner: suppliers and the internal users who own them. */
export default function SupplierOwnerPage() {
  const { t } = useTranslation('supplierAccess');
  const canWrite = usePermissions().can(OWNERS_WRITE);
  const list = useListQuery(supplierOwnerOperations.list, { key: OWNERS_KEY });
  const { query } = list;
  const [form] = Form.useForm<FilterValues>();
  const editor = useEditor<SupplierOwnersItem>();

  const search = (values: FilterValues) =>
    list.setFilters({ keyword: values.keyword?.trim() || undefined, ownerId: values.owner?.value });

  const columns: TableColumnsType<SupplierOwnersItem> = [
    { title: t('owners.code'), dataIndex: 'code', width: 140 },
    { title: t('owners.name'), dataIndex: 'name' },
    {
      title: t('owners.owners'),
      dataIndex: 'owners',
      render: (owners: SupplierOwnersItem['owners']) =>
        owners.length ? (
          <Space size={[4, 4]} wrap>
            {owners.map((owner) => (
              <Tag key={owner.id} color="blue" title={owner.nickname}>
                {owner.username}
              </Tag>
            ))}
          </Space>
        ) : (
          <span style={{ color: PALETTE.textTertiary }}>{t('owners.none')}</span>
        ),
    },
    ...actionsColumn<SupplierOwnersItem>({
      show: canWrite,
      title: t('operations'),
      width: 120,
      render: (record) => (
        <Button
          size="small"
          type="link"
          aria-label={t('owners.editFor', { code: record.code })}
          onClick={() => editor.edit(record)}
        >
          {t('owners.edit')}
        </Button>
      ),
    }),
  ];

  return (
    <ListPage
      filters={
        <FilterForm<FilterValues>
          form={form}
          values={{ keyword: query.keyword, owner: optionOfId(query.ownerId) }}
          onSearch={search}
        >
          <KeywordFilterItem
            label={t('owners.keyword')}
            placeholder={t('owners.keywordPlaceholder')}
            width={240}
          />
          <Form.Item name="owner" label={t('owners.owner')}>
            <OwnerSelect style={{ width: 260 }} />
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <ExportButton
          run={() => downloadFile(supplierOwnerOperations.export, { query: list.unpaged })}
        />
      }
    >
      <PagedTable<SupplierOwnersItem>
        rowKey="supplierId"
        list={list}
        columns={columns}
        scroll={undefined}
      />
      <OwnerFormModal
        key={editor.key}
        open={editor.open}
        supplier={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
}
