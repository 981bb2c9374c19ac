import type { SupplierRevision } from '@lading/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSupplierLabels } from './supplier-labels';
import type { RevisionFilters } from './suppliers.api';
import { useSupplierRevisions } from './useSuppliers';

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
        return t(`activeness.${text}`);
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
  const { t, i18n } = useTranslation('suppliers');
  const revisions = useSupplierRevisions(props.id, props.filters);
  const show = useRevisionValue();
  const label = (field: string) =>
    i18n.exists(`suppliers:fields.${field}`) ? t(`fields.${field}`) : field;
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
          render: (at: string) => at.replace('T', ' ').slice(0, 19),
        },
        { title: t('revisions.actor'), dataIndex: 'actor' },
        {
          title: t('revisions.action'),
          dataIndex: 'action',
          render: (action: string) => t(`revisions.actions.${action}`),
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
