import {
  ledgerOperations,
  type StockMoveItem,
  type StockDocumentType,
  type StockMoveKind,
  type WarehouseType,
} from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/call';
import { ExportButton } from '../../common/ExportButton';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { tableSort } from '../../common/sorting';
import { STOCK_KEY } from '../stock-keys';
import { languageOf } from '../stock-format';
import { useFixedListQuery } from '../useFixedListQuery';
import { stockMoveColumns } from './stock-move-columns';
import { StockMoveFilterForm } from './StockMoveFilterForm';

/**
 * The stock ledger (historyRecord, the rework back list): every move, newest first, with
 * filters and Excel export. `fixedKinds`: the screen shows these kinds of move only;
 * `fixedType`: the moves of warehouses of this type only (the scrap records); `fixedDocTypes`:
 * of these documents only (the rework stock-in records).
 */
export function StockMoveList(props: {
  fixedKinds?: StockMoveKind[];
  fixedType?: WarehouseType;
  fixedDocTypes?: StockDocumentType[];
}) {
  const { t, i18n } = useTranslation('stock');
  const list = useFixedListQuery(ledgerOperations.moves, {
    key: [...STOCK_KEY, 'moves'],
    fixed: (props.fixedKinds || props.fixedType || props.fixedDocTypes) && {
      ...(props.fixedKinds && { kinds: props.fixedKinds }),
      ...(props.fixedType && { warehouseType: props.fixedType }),
      ...(props.fixedDocTypes && { docTypes: props.fixedDocTypes }),
    },
  });
  // the ledger sorts by time only: a click on its column turns the order (no `sortBy`)
  const table = {
    tableProps: {
      ...list.tableProps,
      onChange: ((pagination, filters, sorter, extra) => {
        if (extra.action !== 'sort')
          return list.tableProps.onChange(pagination, filters, sorter, extra);
        list.setSort({ sortOrder: tableSort(sorter)?.order === 'ascend' ? 'asc' : 'desc' });
      }) satisfies typeof list.tableProps.onChange,
    },
  };
  return (
    <ListPage
      filters={
        <StockMoveFilterForm
          values={list.unpaged}
          onSearch={list.setFilters}
          fixedKinds={props.fixedKinds !== undefined}
          fixedType={props.fixedType}
        />
      }
      toolbar={
        <ExportButton
          run={() => downloadFile(ledgerOperations.exportMoves, { query: list.unpaged })}
        />
      }
    >
      <PagedTable<StockMoveItem>
        list={table}
        columns={stockMoveColumns(t, languageOf(i18n.language), list.query.sortOrder)}
      />
    </ListPage>
  );
}
