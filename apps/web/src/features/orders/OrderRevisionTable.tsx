import { type PoRevision, type SoRevision, formatDateTime, formatNumber } from '@lading/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangeValue } from '../audit/ChangeValue';
import { purposeName } from './order-format';

type Revision = PoRevision | SoRevision;

/** An order's revision history: one row per changed field, header or line, with why. */
export function OrderRevisionTable(props: { rows: Revision[] | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation('orders');
  // fields and actions the server names: shown as named when the catalog has no label
  const fieldLabel = (field: string) => t(`fields.${field}`, { defaultValue: field });
  const actionLabel = (action: string) =>
    t(`revisions.actions.${action}`, { defaultValue: action });
  // money is stored in cents, flags as booleans: show them as a person reads them
  const show = (field: string, value: Revision['before']) => {
    if (typeof value === 'boolean') return t(value ? 'revisions.yes' : 'revisions.no');
    if (typeof value === 'number' && field.endsWith('Cents')) return formatNumber(value / 100, 2);
    return value;
  };
  return (
    <Table<Revision>
      rowKey={(row) => `${row.at}-${row.entity}-${row.entityId}-${row.field}`}
      size="small"
      loading={props.loading}
      dataSource={props.rows ?? []}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('revisions.at'), dataIndex: 'at', render: (at: string) => formatDateTime(at) },
        { title: t('revisions.actor'), dataIndex: 'actor' },
        {
          title: t('revisions.line'),
          dataIndex: 'lineNo',
          render: (lineNo: number | null) => lineNo ?? t('revisions.header'),
        },
        { title: t('revisions.action'), dataIndex: 'action', render: actionLabel },
        { title: t('revisions.field'), dataIndex: 'field', render: fieldLabel },
        {
          title: t('revisions.before'),
          dataIndex: 'before',
          render: (value: Revision['before'], row) => (
            <ChangeValue value={show(row.field, value)} />
          ),
        },
        {
          title: t('revisions.after'),
          dataIndex: 'after',
          render: (value: Revision['after'], row) => <ChangeValue value={show(row.field, value)} />,
        },
        {
          title: t('fields.modificationPurpose'),
          dataIndex: 'purpose',
          render: (purpose: Revision['purpose']) =>
            purpose ? purposeName(purpose, i18n.language) : '',
        },
        {
          title: t('fields.modificationReason'),
          dataIndex: 'reason',
          width: 240,
          render: (reason: string) => <ChangeValue value={reason} />,
        },
      ]}
    />
  );
}
