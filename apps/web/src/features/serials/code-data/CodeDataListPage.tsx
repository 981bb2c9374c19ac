import { codeDataOperations as op, type CodeDataItem, type CodeLevel } from '@lading/shared';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../api/call';
import { ExportButton } from '../../common/ExportButton';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { actionsColumn, RowActions } from '../../common/RowActions';
import { useEditor } from '../../common/useEditor';
import { useFixedListQuery } from '../../stock/useFixedListQuery';
import { ExportTaskDialog, type ExportTarget } from '../exports/ExportTaskDialog';
import { BindingImportButton } from './BindingImportButton';
import { CodeDataFilterForm } from './CodeDataFilterForm';
import { codeDataColumns } from './code-data-columns';
import {
  CODE_DATA_KEY,
  CODE_DATA_SCREENS,
  codeDataPaths,
  holdsCodes,
  useCodeDataAbilities,
  type CodeDataScreen,
} from './code-data-screens';

/**
 * /datas/<level>Data and /datas/dataList (spec §2): the stored codes of one level (or of
 * every level, with a level filter and the binding file import), server-paged and sorted,
 * with filters and Excel export. A row opens its details, asks for an export task of the
 * codes under it, or (parents, for binders) opens the complement of missed codes.
 */
export function CodeDataListPage(props: { level?: CodeLevel | undefined }) {
  const { level } = props;
  const { t } = useTranslation('serialData');
  const navigate = useNavigate();
  const can = useCodeDataAbilities();
  const list = useFixedListQuery(op.list, {
    key: [...CODE_DATA_KEY, level ?? 'all'],
    fixed: level && { level },
  });
  const exportTask = useEditor<ExportTarget>();

  const columns = [
    ...codeDataColumns(t, { sort: list.query, showLevel: !level }),
    ...actionsColumn<CodeDataItem>({
      show: true,
      title: t('list.actions'),
      fixed: true,
      render: (row) => (
        <RowActions
          details={{
            label: t('list.details'),
            onOpen: () => void navigate(codeDataPaths.details(row.id)),
          }}
        >
          <Button
            size="small"
            type="link"
            onClick={() => exportTask.edit({ id: row.id, code: row.code, level: row.level })}
          >
            {t('list.exportTask')}
          </Button>
          {can.complement && holdsCodes(row.level) && (
            <Button
              size="small"
              type="link"
              onClick={() => void navigate(codeDataPaths.complement(row.id))}
            >
              {t('list.complement')}
            </Button>
          )}
        </RowActions>
      ),
    }),
  ];

  return (
    <ListPage
      filters={
        <CodeDataFilterForm
          values={list.query}
          fixedLevel={level}
          scoped={{ products: can.products, suppliers: can.suppliers }}
          onSearch={list.setFilters}
        />
      }
      toolbar={
        <>
          {!level && <BindingImportButton />}
          <ExportButton run={() => downloadFile(op.exportList, { query: list.unpaged })} />
        </>
      }
    >
      <PagedTable<CodeDataItem> list={list} columns={columns} />
      <ExportTaskDialog
        key={exportTask.key}
        open={exportTask.open}
        target={exportTask.record}
        onClose={exportTask.close}
      />
    </ListPage>
  );
}

const screenPages = new Map<CodeDataScreen, ComponentType>();

/** The page of one code data screen: the list of its level (dataList: every level). */
export function codeDataPageOf(screen: CodeDataScreen): ComponentType {
  let page = screenPages.get(screen);
  if (!page) {
    const level: CodeLevel | undefined = CODE_DATA_SCREENS[screen];
    page = function CodeDataScreenPage() {
      return <CodeDataListPage level={level} />;
    };
    screenPages.set(screen, page);
  }
  return page;
}
