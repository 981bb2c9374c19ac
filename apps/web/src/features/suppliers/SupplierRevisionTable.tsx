import { type SupplierRevision, formatDateTime } from '@lading/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupplierLabels } from './supplier-labels';
import { useSupplierRevisions, type RevisionFilters } from './useSuppliers';

/** Coded values (status, stage, …) read as their labels; empty as a dash. */
function useRevisionValue() {
  const { t } = useTranslation('suppliers');
  const labels = useSupplierLabels();
  return (field: string, value: SupplierRevision['before']) => {
    if (value === null || value === '') return '—';
    const text = String(value);
    switch (field) {
      case 'status':
        return labels.status(text as never);
      case 'supplyStage':
        return labels.stage(text as never);
      case 'source':
        return labels.source(text as never);
      case 'companyType':
        return labels.companyType(text as never);
      case 'activeness':
        return t(`activeness.${text}`, { defaultValue: text });
      case 'productCategories':
        return text
          .split(', ')
          .map((category) => labels.category(category as never))
          .join(', ');
      default:
        return text;
    }
  };
}

/** One line per changed field of each save: who, when, before → after. */
export function SupplierRevisionTable(props: { id: number; filters?: RevisionFilters }) {
  const { t } = useTranslation('suppliers');
  const revisions = useSupplierRevisions(props.id, props.filters);
  const show = useRevisionValue();
  // a field the server names: shown as named when the catalog has no label for it
  const label = (field: string) => t(`fields.${field}`, { defaultValue: field });
  return (
    <Table<SupplierRevision>
      rowKey={(row) => `${row.at}-${row.field}`}
      size="small"
      loading={revisions.isFetching}
      dataSource={revisions.data ?? []}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      columns={[
        {
          title: t('revisions.at'),
          dataIndex: 'at',
          render: (at: string) => formatDateTime(at),
        },
        { title: t('revisions.actor'), dataIndex: 'actor' },
        {
          title: t('revisions.action'),
          dataIndex: 'action',
          render: (action: string) => t(`revisions.actions.${action}`, { defaultValue: action }),
        },
        { title: t('revisions.field'), dataIndex: 'field', render: label },
        {
          title: t('revisions.before'),
          dataIndex: 'before',
          render: (value: SupplierRevision['before'], row) => show(row.field, value),
        },
        {
          title: t('revisions.after'),
          dataIndex: 'after',
          render: (value: SupplierRevision['after'], row) => show(row.field, value),
        },
      ]}
    />
  );
}
