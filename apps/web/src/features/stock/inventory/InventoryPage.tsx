import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../auth/session';
import { STOCK_WRITE } from '../stock-keys';
import { InventoryList } from './InventoryList';
import { SendToReworkModal } from './SendToReworkModal';
import { StockActionButton } from './StockActionButton';
import { TransferModal } from './TransferModal';

/**
 * /stock/inventory: on hand by warehouse, product, supplier and PO line, with filters, totals
 * and export; with `stock.write`, selected rows of one warehouse are transferred to another
 * or sent to rework.
 */
export default function InventoryPage() {
  const { t } = useTranslation('stock');
  const canWrite = usePermissions().can(STOCK_WRITE);
  return (
    <InventoryList
      actions={
        canWrite
          ? (selected, done) => (
              <>
                <StockActionButton
                  label={t('transfer.action')}
                  selected={selected}
                  dialog={(rows, close) => (
                    <TransferModal rows={rows} onPosted={done} onClose={close} />
                  )}
                />
                <StockActionButton
                  label={t('rework.send')}
                  selected={selected}
                  dialog={(rows, close) => (
                    <SendToReworkModal rows={rows} onPosted={done} onClose={close} />
                  )}
                />
              </>
            )
          : undefined
      }
    />
  );
}
