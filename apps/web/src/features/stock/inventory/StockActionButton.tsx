import type { InventoryItem } from '@lading/shared';
import { App, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A stock action on the selected rows (Transfer, Send to rework, Take back): disabled with
 * none selected; rows of several warehouses are refused with a message (a document moves
 * stock out of one warehouse); else it opens its dialog over them.
 */
export function StockActionButton(props: {
  label: string;
  selected: InventoryItem[];
  dialog(rows: InventoryItem[], close: () => void): ReactNode;
}) {
  const { t } = useTranslation('stock');
  const { message } = App.useApp();
  const [rows, setRows] = useState<InventoryItem[]>();
  const open = () => {
    const warehouses = new Set(props.selected.map((row) => row.warehouseId));
    if (warehouses.size > 1) void message.warning(t('transfer.oneWarehouse'));
    else setRows(props.selected);
  };
  return (
    <>
      <Button disabled={!props.selected.length} onClick={open}>
        {props.label}
      </Button>
      {rows && props.dialog(rows, () => setRows(undefined))}
    </>
  );
}
