import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Can } from '../../../auth/Guards';
import { ExportButton } from '../../common/ExportButton';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import type { TableColumnsType } from 'antd';
import type { ListTableProps } from '../../common/useListQuery';

/**
 * The list screen of a stock document (delivery notes, scrap orders): filters, an "add"
 * button for whoever may write, the export of what is filtered, and the paged table.
 */
export function DocumentListPage<Row extends { id: number }>(props: {
  filters: ReactNode;
  /** the add button: its label, the screen it opens and the resource that shows it */
  add: { label: string; path: string; resource: string };
  onExport(): Promise<void>;
  list: { tableProps: ListTableProps<Row> };
  columns: TableColumnsType<Row>;
  /** dialogs the row actions open */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <ListPage
      filters={props.filters}
      toolbar={
        <>
          <Can resource={props.add.resource}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(props.add.path)}
            >
              {props.add.label}
            </Button>
          </Can>
          <ExportButton run={props.onExport} />
        </>
      }
    >
      <PagedTable<Row> list={props.list} columns={props.columns} />
      {props.children}
    </ListPage>
  );
}

/** A document's number as a link to its details screen. */
export function DocumentNoLink(props: { no: string; to: string }) {
  const navigate = useNavigate();
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void navigate(props.to)}>
      {props.no}
    </Button>
  );
}
