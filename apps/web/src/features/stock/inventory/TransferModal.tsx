import { ledgerOperations, type InventoryItem } from '@lading/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { warehouseLabel } from '../warehouses/useWarehouses';
import { WarehouseSelect } from '../warehouses/WarehouseSelect';
import {
  postingOf,
  StockLinesModal,
  type StockDialogProps,
  type StockLinesValues,
} from './StockLinesModal';

type Values = StockLinesValues & { toWarehouseId: number };

/** The source warehouse of rows of one warehouse, named by code and name. */
export const sourceOf = (rows: InventoryItem[]) => {
  const row = rows[0]!;
  return {
    id: row.warehouseId,
    label: warehouseLabel({ code: row.warehouseCode, name: row.warehouseName }),
  };
};

/**
 * Transfer selected rows of one warehouse to another loading warehouse (active, not the
 * source): one document, every line or none (`ledgerOperations.transfer`).
 */
export function TransferModal(props: StockDialogProps) {
  const { t } = useTranslation('stock');
  const source = sourceOf(props.rows);
  return (
    <StockLinesModal<Values>
      title={t('transfer.title', { warehouse: source.label })}
      okText={t('transfer.submit')}
      name="transfer-form"
      rows={props.rows}
      firstField="toWarehouseId"
      post={(values) =>
        call(ledgerOperations.transfer, {
          body: {
            fromWarehouseId: source.id,
            toWarehouseId: values.toWarehouseId,
            ...postingOf(props.rows, values),
          },
        })
      }
      postedText={(docNo) => t('transfer.posted', { docNo })}
      onPosted={props.onPosted}
      onClose={props.onClose}
    >
      <Form.Item
        name="toWarehouseId"
        label={t('transfer.toWarehouse')}
        rules={[{ required: true, message: t('transfer.toWarehouseRequired') }]}
      >
        <WarehouseSelect
          placeholder={t('transfer.toWarehousePlaceholder')}
          style={{ width: 320 }}
          offers={(warehouse) =>
            warehouse.active && warehouse.type === 'loading' && warehouse.id !== source.id
          }
        />
      </Form.Item>
    </StockLinesModal>
  );
}
