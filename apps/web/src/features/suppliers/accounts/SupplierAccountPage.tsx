import { PlusOutlined } from '@ant-design/icons';
import {
  SUPPLIER_ACCOUNT_GROUPS,
  supplierAccountOperations,
  type SupplierAccountGroup,
  type SupplierAccountItem,
  formatDateTime,
} from '@lading/shared';
import { Button, Form, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { useEditor } from '../../common/useEditor';
import { ExportButton } from '../../common/ExportButton';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { AccountFormModal } from './AccountFormModal';
import { SupplierSelect, type SupplierOption } from '../../common/SupplierSelect';
import { downloadFile } from '../../../api/call';
import { ResetPasswordModal } from './ResetPasswordModal';
import { ACCOUNTS_KEY, ACCOUNTS_WRITE } from './useAccounts';
import { useListQuery } from '../../common/useListQuery';
import { optionOfId } from '../../common/useNamedOption';
import { FilterForm } from '../../common/FilterForm';
import { KeywordFilterItem } from '../../common/FilterItems';

interface FilterValues {
  keyword?: string;
  supplier?: SupplierOption;
  group?: SupplierAccountGroup;
  status?: number;
}

const time = (at: string | null) => formatDateTime(at) || '—';

/** spec §2 /factory/manufacturer: the sign-in accounts of suppliers. */
export default function SupplierAccountPage() {
  const { t } = useTranslation('supplierAccess');
  const canWrite = usePermissions().can(ACCOUNTS_WRITE);
  const list = useListQuery(supplierAccountOperations.list, { key: ACCOUNTS_KEY });
  const { query } = list;
  const [form] = Form.useForm<FilterValues>();
  const editor = useEditor<SupplierAccountItem>();
  const reset = useEditor<SupplierAccountItem>();

  const search = (values: FilterValues) =>
    list.setFilters({
      keyword: values.keyword?.trim() || undefined,
      supplierId: values.supplier?.value,
      group: values.group,
      status: values.status,
    });

  const columns: TableColumnsType<SupplierAccountItem> = [
    { title: t('accounts.username'), dataIndex: 'username', fixed: 'left' },
    { title: t('accounts.nickname'), dataIndex: 'nickname' },
    { title: t('accounts.email'), dataIndex: 'email' },
    {
      title: t('accounts.group'),
      dataIndex: 'group',
      render: (group: SupplierAccountGroup) => (
        <Tag color={group === '7-Supplier' ? 'geekblue' : 'purple'}>
          {t(`accounts.groups.${group}`)}
        </Tag>
      ),
    },
    {
      title: t('accounts.supplier'),
      dataIndex: 'suppliers',
      render: (suppliers: SupplierAccountItem['suppliers']) =>
        suppliers.map((supplier) => `${supplier.code} ${supplier.name}`).join(', '),
    },
    {
      title: t('accounts.status'),
      dataIndex: 'status',
      render: (status: number, record) => (
        <Space size={4}>
          <Tag color={status ? 'green' : 'default'}>
            {t(status ? 'accounts.enabledTag' : 'accounts.disabledTag')}
          </Tag>
          {record.locked === 1 && <Tag color="red">{t('accounts.lockedTag')}</Tag>}
        </Space>
      ),
    },
    { title: t('accounts.lastLoginAt'), dataIndex: 'lastLoginAt', render: time },
    ...actionsColumn<SupplierAccountItem>({
      show: canWrite,
      title: t('operations'),
      fixed: true,
      render: (record) => (
        <RowActions onEdit={() => editor.edit(record)}>
          <Button size="small" type="link" onClick={() => reset.edit(record)}>
            {t('accounts.resetPassword')}
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
            supplier: optionOfId(query.supplierId),
            group: query.group,
            status: query.status,
          }}
          onSearch={search}
        >
          <KeywordFilterItem
            label={t('accounts.keyword')}
            placeholder={t('accounts.keywordPlaceholder')}
          />
          <Form.Item name="supplier" label={t('accounts.supplier')}>
            <SupplierSelect
              allowClear
              placeholder={t('accounts.supplierPlaceholder')}
              style={{ width: 260 }}
            />
          </Form.Item>
          <Form.Item name="group" label={t('accounts.group')}>
            <Select
              allowClear
              style={{ width: 170 }}
              options={SUPPLIER_ACCOUNT_GROUPS.map((group) => ({
                value: group,
                label: t(`accounts.groups.${group}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('accounts.status')}>
            <Select
              allowClear
              style={{ width: 110 }}
              options={[
                { value: 1, label: t('accounts.enabledTag') },
                { value: 0, label: t('accounts.disabledTag') },
              ]}
            />
          </Form.Item>
        </FilterForm>
      }
      toolbar={
        <>
          <Can resource={ACCOUNTS_WRITE}>
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
              {t('accounts.add')}
            </Button>
          </Can>
          <ExportButton
            run={() => downloadFile(supplierAccountOperations.export, { query: list.unpaged })}
          />
        </>
      }
    >
      <PagedTable<SupplierAccountItem> list={list} columns={columns} />
      <AccountFormModal
        key={`account-${editor.key}`}
        open={editor.open}
        account={editor.record}
        onClose={editor.close}
      />
      <ResetPasswordModal
        key={`reset-${reset.key}`}
        open={reset.open}
        account={reset.record}
        onClose={reset.close}
      />
    </ListPage>
  );
}
