import {
  MASTER_DATA_ENTITIES,
  MASTER_DATA_ENTITY_KEYS,
  auditActionLabel,
  type AuditFieldChange,
  type Language,
  type MasterDataChange,
  type MasterDataEntity,
} from '@lading/shared';
import { DatePicker, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../common/ListPage';
import { FIRST_PAGE, type Paging } from '../common/paging';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { auditApi, type ChangeFilters } from './audit.api';
import { ChangeValue, formatTime } from './ChangeValue';
import { useChangeList } from './useAudit';
import { FilterForm } from '../common/FilterForm';
import { KeywordFilterItem } from '../common/FilterItems';

interface FilterValues {
  entity?: MasterDataEntity;
  entityId?: string;
  keyword?: string;
  actor?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  copy: 'cyan',
};

/** The field changes of one revision (the expanded row). */
export function ChangeTable({ changes }: { changes: AuditFieldChange[] }) {
  const { t } = useTranslation('audit');
  return (
    <Table<AuditFieldChange>
      rowKey="field"
      size="small"
      pagination={false}
      dataSource={changes}
      locale={{ emptyText: t('noFieldChanges') }}
      columns={[
        { title: t('columns.field'), dataIndex: 'label', width: 240 },
        {
          title: t('columns.before'),
          dataIndex: 'before',
          render: (value: AuditFieldChange['before']) => <ChangeValue value={value} />,
        },
        {
          title: t('columns.after'),
          dataIndex: 'after',
          render: (value: AuditFieldChange['after']) => <ChangeValue value={value} />,
        },
      ]}
    />
  );
}

/** spec §2 /production/modificationRecord: every master-data revision, newest first. */
export default function ModificationRecordPage() {
  const { t, i18n } = useTranslation('audit');
  const lang: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const [filters, setFilters] = useState<ChangeFilters>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [form] = Form.useForm<FilterValues>();
  const list = useChangeList({ ...filters, ...paging });

  const search = (values: FilterValues) => {
    setFilters({
      entity: values.entity,
      entityId: values.entityId?.trim() || undefined,
      keyword: values.keyword?.trim() || undefined,
      actor: values.actor?.trim() || undefined,
      startTime: values.days?.[0]?.format('YYYY-MM-DD'),
      endTime: values.days?.[1]?.format('YYYY-MM-DD'),
    });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  const columns: TableColumnsType<MasterDataChange> = [
    { title: t('columns.at'), dataIndex: 'at', width: 170, render: formatTime },
    { title: t('columns.actor'), dataIndex: 'actor', width: 120 },
    { title: t('columns.entity'), dataIndex: 'entityLabel', width: 160 },
    {
      title: t('columns.record'),
      key: 'record',
      render: (_: unknown, row) => (
        <span>
          {row.recordName || '—'} <span style={{ color: 'rgba(0,0,0,0.45)' }}>#{row.entityId}</span>
        </span>
      ),
    },
    {
      title: t('columns.action'),
      dataIndex: 'action',
      width: 120,
      render: (action: string) => (
        <Tag color={ACTION_COLORS[action] ?? 'default'}>{auditActionLabel(lang, action)}</Tag>
      ),
    },
    {
      title: t('columns.changes'),
      key: 'changes',
      render: (_: unknown, row) =>
        row.changes.length
          ? row.changes
              .slice(0, 3)
              .map((change) => change.label)
              .join(lang === 'zh' ? '、' : ', ') +
            (row.changes.length > 3 ? ` +${row.changes.length - 3}` : '')
          : row.reason || '—',
    },
  ];

  return (
    <ListPage
      filters={
        <FilterForm<FilterValues> form={form} onSearch={search}>
          <Form.Item name="entity" label={t('filters.entity')}>
            <Select
              allowClear
              style={{ width: 190 }}
              options={MASTER_DATA_ENTITY_KEYS.map((key) => ({
                value: key,
                label: MASTER_DATA_ENTITIES[key][lang],
              }))}
            />
          </Form.Item>
          <Form.Item name="entityId" label={t('filters.entityId')} rules={[{ max: 64 }]}>
            <Input allowClear style={{ width: 110 }} />
          </Form.Item>
          <KeywordFilterItem
            label={t('filters.keyword')}
            placeholder={t('filters.keywordPlaceholder')}
            width={200}
          />
          <Form.Item name="actor" label={t('filters.actor')} rules={[{ max: 50 }]}>
            <Input allowClear style={{ width: 130 }} />
          </Form.Item>
          <Form.Item name="days" label={t('filters.days')}>
            <DatePicker.RangePicker format="YYYY-MM-DD" allowEmpty={[true, true]} />
          </Form.Item>
        </FilterForm>
      }
      toolbar={<ExportButton run={() => auditApi.exportExcel(filters)} />}
    >
      <PagedTable<MasterDataChange>
        query={list}
        paging={paging}
        onPaging={setPaging}
        columns={columns}
        expandable={{
          expandedRowRender: (row) => <ChangeTable changes={row.changes} />,
          rowExpandable: (row) => row.changes.length > 0,
        }}
      />
    </ListPage>
  );
}
