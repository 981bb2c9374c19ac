import { StockMoveList } from '../history/StockMoveList';

/**
 * /stock/backList: the rework stock-in records — what came back from rework, each move into
 * a warehouse of a take-back document: passed (rework in) or scrapped.
 */
export default function ReworkBackListPage() {
  return <StockMoveList fixedKinds={['reworkIn', 'scrap']} fixedDocTypes={['reworkBack']} />;
}
