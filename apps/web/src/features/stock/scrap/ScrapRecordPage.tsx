import { StockMoveList } from '../history/StockMoveList';

/** /stock/scrapRecord: the scrap warehouse's ledger — the moves of warehouseType=scrap. */
export default function ScrapRecordPage() {
  return <StockMoveList fixedType="scrap" />;
}
