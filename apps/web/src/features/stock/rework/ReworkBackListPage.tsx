import { StockMoveList } from '../history/StockMoveList';

/** /stock/backList: the rework stock-in records — the ledger's rework-in moves only. */
export default function ReworkBackListPage() {
  return <StockMoveList fixedKinds={['reworkIn']} />;
}
