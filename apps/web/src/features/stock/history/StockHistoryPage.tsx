import { StockMoveList } from './StockMoveList';

/**
 * /stock/historyRecord: the stock ledger — every move with its kind, document, warehouse,
 * product, PO line, signed quantity, reason and user; filters and export.
 */
export default function StockHistoryPage() {
  return <StockMoveList />;
}
