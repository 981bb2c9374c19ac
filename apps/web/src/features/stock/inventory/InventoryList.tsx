import {
  formatQty,
  ledgerOperations,
  type InventoryItem,
  type WarehouseType,
} from '@lading/shared';
import { Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/call';
import { ExportButton } from '../../common/ExportButton';
import { ListPage } from '../../common/ListPage';
import { PagedTable } from '../../common/PagedTable';
import { TotalsBar } from '../../orders/TotalsBar';
import { STOCK_KEY } from '../stock-keys';
import { languageOf, poLineText } from '../stock-format';
import { useFixedListQuery } from '../useFixedListQuery';
import { inventoryColumns } from './inventory-columns';
import { InventoryFilterForm } from './InventoryFilterForm';
import { useInventoryTotals } from './useInventory';

/**
 * On hand per warehouse, product and PO line (inventory, the rework area's stock): filters,
 * server sort and paging, the totals of every matching row, Excel export. With `actions`
 * rows holding stock can be selected (across pages) and acted on; `done` clears the choice.
 */
export function InventoryList(props: {
  /** The one warehouse type the screen shows (the rework area's stock). */
  fixedType?: WarehouseType;
  actions?: ((selected: InventoryItem[], done: () => void) => ReactNode) | undefined;
}) {
  const { t, i18n } = useTranslation('stock');
  const fixed = props.fixedType && { warehouseType: props.fixedType };
  const list = useFixedListQuery(ledgerOperations.inventory, {
    key: [...STOCK_KEY, 'inventory'],
    fixed,
  });
  const { sortBy: _by, sortOrder: _order, ...filters } = list.unpaged;
  const totals = useInventoryTotals(filters);
  const [selected, setSelected] = useState<InventoryItem[]>([]);
  const { actions } = props;

  return (
    <ListPage
      filters={
        <InventoryFilterForm
          values={list.unpaged}
          onSearch={list.setFilters}
          fixedType={props.fixedType}
        />
      }
      toolbar={
        <>
          {actions && (
            <Flex role="group" aria-label={t('inventory.actions')} gap={8} align="center">
              <Typography.Text type="secondary" aria-live="polite">
                {selected.length > 0 && t('inventory.selected', { count: selected.length })}
              </Typography.Text>
              {actions(selected, () => setSelected([]))}
            </Flex>
          )}
          <ExportButton
            run={() => downloadFile(ledgerOperations.exportInventory, { query: list.unpaged })}
          />
        </>
      }
    >
      <TotalsBar
        label={t('inventory.totals.label')}
        loading={totals.isLoading}
        items={[
          { key: 'rows', title: t('inventory.totals.rows'), value: formatQty(totals.data?.rows) },
          { key: 'qty', title: t('inventory.totals.qty'), value: formatQty(totals.data?.qty) },
        ]}
      />
      <PagedTable<InventoryItem>
        list={list}
        rowKey="key"
        columns={inventoryColumns(t, languageOf(i18n.language), list.query)}
        {...(actions && {
          rowSelection: {
            selectedRowKeys: selected.map((row) => row.key),
            preserveSelectedRowKeys: true,
            onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
            getCheckboxProps: (row) => ({
              disabled: row.qty <= 0,
              'aria-label': t('inventory.selectRow', {
                warehouse: row.warehouseCode,
                product: row.productCode,
                poLine: row.poNumber ? poLineText(row) : '',
              }),
            }),
          },
        })}
      />
    </ListPage>
  );
}
