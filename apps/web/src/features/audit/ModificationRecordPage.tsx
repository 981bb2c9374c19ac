import {
  MASTER_DATA_ENTITIES,
  MASTER_DATA_ENTITY_KEYS,
  auditActionLabel,
  masterDataAuditOperations,
  type AuditFieldChange,
  type Language,
  type MasterDataChange,
  type MasterDataEntity,
  formatDateTime,
} from '@lading/shared';
import { DatePicker, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../common/ListPage';
import { PagedTable } from '../common/PagedTable';
import { ExportButton } from '../common/ExportButton';
import { downloadFile } from '../../api/call';
import { ChangeValue } from './ChangeValue';
import { PALETTE } from '../../app/palette';
import { daysOfRange, rangeOfDays, type DayRange } from '../common/day-range';
import { useListQuery } from '../common/useListQuery';
import { FilterForm } from '../common/FilterForm';
import { KeywordFilterItem } from '../common/FilterItems';

interface FilterValues {
  entity?: MasterDataEntity;
  entityId?: string;
  keyword?: string;
  actor?: string;
  days?: DayRange;
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
  const list = useListQuery(masterDataAuditOperations.list, { key: ['audit', 'masterData'] });
  const { query } = list;
  const [form] = Form.useForm<FilterValues>();

  const search = (values: FilterValues) => {
    const [startTime, endTime] = daysOfRange(values.days);
    list.setFilters({
      entity: values.entity,
      entityId: values.entityId?.trim() || undefined,
      keyword: values.keyword?.trim() || undefined,
      actor: values.actor?.trim() || undefined,
      startTime,
      endTime,
    });
  };

  const columns: TableColumnsType<MasterDataChange> = [
    {
      title: t('columns.at'),
      dataIndex: 'at',
      width: 170,
      render: (at: string) => formatDateTime(at),
    },
    { title: t('columns.actor'), dataIndex: 'actor', width: 120 },
    { title: t('columns.entity'), dataIndex: 'entityLabel', width: 160 },
    {
      title: t('columns.record'),
      key: 'record',
      render: (_: unknown, row) => (
        <span>
          {row.recordName || '—'}{' '}
          <span style={{ color: PALETTE.textTertiary }}>#{row.entityId}</span>
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
        <FilterForm<FilterValues>
          form={form}
          values={{
            entity: query.entity,
            entityId: query.entityId,
            keyword: query.keyword,
            actor: query.actor,
            days: rangeOfDays(query.startTime, query.endTime),
          }}
          onSearch={search}
        >
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
      toolbar={
        <ExportButton
          run={() => downloadFile(masterDataAuditOperations.export, { query: list.unpaged })}
        />
      }
    >
      <PagedTable<MasterDataChange>
        list={list}
        columns={columns}
        expandable={{
          expandedRowRender: (row) => <ChangeTable changes={row.changes} />,
          rowExpandable: (row) => row.changes.length > 0,
        }}
      />
    </ListPage>
  );
}
