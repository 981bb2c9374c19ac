import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, type TableColumnsType } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { useEditor } from '../../common/useEditor';
import { ExportButton } from '../../common/ExportButton';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import {
  useListQuery,
  type ListFiltersOf,
  type ListQueryOf,
  type ListTableProps,
} from '../../common/useListQuery';
import {
  exportReferenceList,
  REFERENCE_KEY,
  REFERENCE_WRITE,
  useReferenceMutations,
  type ReferenceFilters,
  type ReferenceOperations,
  type ReferenceRow,
} from '../useReference';

/** The add/edit modal a reference list opens; `record` undefined means add. */
export type ReferenceFormProps<Item> = {
  open: boolean;
  record?: Item | undefined;
  onClose(): void;
};

/**
 * One reference list screen: filters, then Add (with the edit permission) and Export, and
 * the server-paged table whose rows can be edited and deleted. The filters apply when
 * searched and live in the URL (useListQuery); the export takes the filters the table shows.
 */
export function ReferenceListPage<
  O extends ReferenceOperations,
  Item extends ReferenceRow<O> & { id: number } = ReferenceRow<O> & { id: number },
  Filters extends ReferenceFilters<O> = ReferenceFilters<O>,
>(props: {
  /** The list's shared descriptors (`loadingPointOperations`, …). */
  operations: O;
  /** The data columns; a function of the list's view when they show its sort. */
  columns: TableColumnsType<Item> | ((shown: ListQueryOf<O['list']>) => TableColumnsType<Item>);
  /** The filter form: `shown` are the filters of the list shown (its URL's). */
  searchBar(
    onSearch: (filters: Filters) => void,
    shown: Omit<ListQueryOf<O['list']>, 'pageNum' | 'pageSize'>,
  ): ReactNode;
  addLabel: string;
  /** The title of the delete confirmation for this row. */
  deleteTitle(record: Item): string;
  /** The delete confirmation's text (default: "This cannot be undone."). */
  deleteContent?: string;
  FormModal: ComponentType<ReferenceFormProps<Item>>;
  /** Shown above the list (the container types on the loading-information screen). */
  header?: ReactNode;
  /** The edit permission of this list (default: the reference screens' `reference.write`). */
  writeResource?: string;
}) {
  const { t } = useTranslation('reference');
  const writeResource = props.writeResource ?? REFERENCE_WRITE;
  const canWrite = usePermissions().can(writeResource);
  const editor = useEditor<Item>();
  const list = useListQuery(props.operations.list, {
    key: [...REFERENCE_KEY, props.operations.list.path],
  });
  const { remove } = useReferenceMutations(props.operations);
  const confirmDelete = useConfirmDelete();
  const { FormModal } = props;

  const columns: TableColumnsType<Item> = [
    ...(typeof props.columns === 'function' ? props.columns(list.query) : props.columns),
    ...actionsColumn<Item>({
      show: canWrite,
      title: t('common.actions'),
      width: 130,
      fixed: true,
      render: (record) => (
        <RowActions
          onEdit={() => editor.edit(record)}
          onDelete={() =>
            confirmDelete({
              title: props.deleteTitle(record),
              content: props.deleteContent ?? t('common.confirmDelete'),
              remove: () => remove.mutateAsync(record),
            })
          }
        />
      ),
    }),
  ];

  const listPage = (
    <ListPage
      filters={props.searchBar(
        (next) => list.setFilters(next as ListFiltersOf<O['list']>),
        list.unpaged,
      )}
      toolbar={
        <>
          <Can resource={writeResource}>
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
              {props.addLabel}
            </Button>
          </Can>
          <ExportButton
            run={() => exportReferenceList(props.operations, list.unpaged as ReferenceFilters<O>)}
          />
        </>
      }
    >
      <PagedTable<Item>
        list={list as unknown as { tableProps: ListTableProps<Item> }}
        columns={columns}
      />
      <FormModal
        key={editor.key}
        open={editor.open}
        record={editor.record}
        onClose={editor.close}
      />
    </ListPage>
  );
  return props.header ? (
    <Flex vertical gap={16}>
      {props.header}
      {listPage}
    </Flex>
  ) : (
    listPage
  );
}
