import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, type TableColumnsType } from 'antd';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../auth/Guards';
import { usePermissions } from '../../../auth/session';
import { ListPage } from '../../common/ListPage';
import { FIRST_PAGE, type Paging } from '../../common/paging';
import { PagedTable } from '../../common/PagedTable';
import { useEditor } from '../../common/useEditor';
import { ExportButton } from '../../common/ExportButton';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { useConfirmDelete } from '../../common/useConfirmDelete';
import type { ReferenceApi } from '../reference.api';
import { REFERENCE_WRITE, useReferenceList, useReferenceMutations } from '../useReference';

/** The add/edit modal a reference list opens; `record` undefined means add. */
export type ReferenceFormProps<Item> = {
  open: boolean;
  record?: Item | undefined;
  onClose(): void;
};

/**
 * One reference list screen: filters, then Add (with the edit permission) and Export, and
 * the server-paged table whose rows can be edited and deleted. The filters apply when
 * searched, and the export takes the filters the table shows.
 */
export function ReferenceListPage<
  Item extends { id: number },
  Body,
  Filters extends object,
>(props: {
  api: ReferenceApi<Item, Body, Filters>;
  columns: TableColumnsType<Item>;
  searchBar(onSearch: (filters: Filters) => void): ReactNode;
  addLabel: string;
  /** The title of the delete confirmation for this row. */
  deleteTitle(record: Item): string;
  FormModal: ComponentType<ReferenceFormProps<Item>>;
  /** Shown above the list (the container types on the loading-information screen). */
  header?: ReactNode;
  /** The edit permission of this list (default: the reference screens' `reference.write`). */
  writeResource?: string;
}) {
  const { t } = useTranslation('reference');
  const writeResource = props.writeResource ?? REFERENCE_WRITE;
  const canWrite = usePermissions().can(writeResource);
  // Every filter is optional: no filter is the whole list.
  const [filters, setFilters] = useState<Filters>({} as Filters);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const editor = useEditor<Item>();
  const list = useReferenceList(props.api, { ...filters, ...paging });
  const { remove } = useReferenceMutations(props.api);
  const confirmDelete = useConfirmDelete();
  const { FormModal } = props;

  // Deleting the last row of the last page: show the page before it.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / paging.pageSize));
  useEffect(() => {
    if (list.data && paging.pageNum > lastPage)
      setPaging((current) => ({ ...current, pageNum: lastPage }));
  }, [list.data, paging.pageNum, lastPage]);

  const columns: TableColumnsType<Item> = [
    ...props.columns,
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
              content: t('common.confirmDelete'),
              remove: () => remove.mutateAsync(record),
            })
          }
        />
      ),
    }),
  ];

  const listPage = (
    <ListPage
      filters={props.searchBar((next) => {
        setFilters(next);
        setPaging((current) => ({ ...current, pageNum: 1 }));
      })}
      toolbar={
        <>
          <Can resource={writeResource}>
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
              {props.addLabel}
            </Button>
          </Can>
          <ExportButton run={() => props.api.exportExcel(filters)} />
        </>
      }
    >
      <PagedTable<Item> query={list} paging={paging} onPaging={setPaging} columns={columns} />
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
