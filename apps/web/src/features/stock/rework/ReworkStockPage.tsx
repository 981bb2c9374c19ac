import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../auth/session';
import { InventoryList } from '../inventory/InventoryList';
import { StockActionButton } from '../inventory/StockActionButton';
import { STOCK_WRITE } from '../stock-keys';
import { ReworkBackModal } from './ReworkBackModal';

/**
 * /stock/reworkProduct: the goods in the rework area (the inventory of rework warehouses);
 * with `stock.write`, selected rows are taken back — passed into a loading warehouse, or
 * scrapped into the scrap warehouse.
 */
export default function ReworkStockPage() {
  const { t } = useTranslation('stock');
  const canWrite = usePermissions().can(STOCK_WRITE);
  return (
    <InventoryList
      fixedType="rework"
      actions={
        canWrite
          ? (selected, done) => (
              <StockActionButton
                label={t('rework.takeBack')}
                selected={selected}
                dialog={(rows, close) => (
                  <ReworkBackModal rows={rows} onPosted={done} onClose={close} />
                )}
              />
            )
          : undefined
      }
    />
  );
}
