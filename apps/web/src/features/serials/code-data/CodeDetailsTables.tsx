import { formatDateTime, type BindEvent, type CodeDataItem } from '@lading/shared';
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE, tablePagination, type Paging } from '../../common/paging';
import { codeDataColumns } from './code-data-columns';
import { useCodeChildren, useCodeHistory } from './useCodeData';

/** The codes bound directly into a code, server-paged; each links to its own details. */
export function CodeChildrenTable(props: { id: number }) {
  const { t } = useTranslation('serialData');
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const children = useCodeChildren(props.id, paging);
  return (
    <Table<CodeDataItem>
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      loading={children.isFetching}
      dataSource={children.data?.list ?? []}
      columns={codeDataColumns(t, { showLevel: true })}
      locale={{
        emptyText: <Typography.Text type="secondary">{t('details.childrenEmpty')}</Typography.Text>,
      }}
      pagination={tablePagination(t, paging, children.data?.total ?? 0)}
      onChange={(pagination) => {
        const pageSize = pagination.pageSize ?? paging.pageSize;
        // a new page size starts again at page 1
        setPaging({
          pageNum: pageSize === paging.pageSize ? (pagination.current ?? 1) : 1,
          pageSize,
        });
      }}
    />
  );
}

/** A code's binding history, newest first: binds, unbinds, moves with their reasons. */
export function CodeHistoryTable(props: { id: number }) {
  const { t } = useTranslation('serials');
  const history = useCodeHistory(props.id);
  const dash = (value: string | null) => value ?? '—';
  return (
    <Table<BindEvent>
      size="small"
      rowKey="id"
      loading={history.isLoading}
      dataSource={history.data ?? []}
      locale={{
        emptyText: (
          <Typography.Text type="secondary">
            {t('details.historyEmpty', { ns: 'serialData' })}
          </Typography.Text>
        ),
      }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        {
          title: t('fields.at'),
          dataIndex: 'at',
          render: (at: string) => (
            <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>
          ),
        },
        {
          title: t('fields.action'),
          dataIndex: 'action',
          render: (action: BindEvent['action']) => t(`bindActions.${action}`),
        },
        { title: t('fields.user'), dataIndex: 'username', render: dash },
        { title: t('fields.from'), dataIndex: 'fromParentCode', render: dash },
        { title: t('fields.to'), dataIndex: 'toParentCode', render: dash },
        { title: t('fields.reason'), dataIndex: 'reason' },
      ]}
    />
  );
}
