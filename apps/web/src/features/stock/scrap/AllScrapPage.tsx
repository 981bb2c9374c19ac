import { InventoryList } from '../inventory/InventoryList';

/** /stock/allScrap: what the scrap warehouse holds — the inventory of warehouseType=scrap. */
export default function AllScrapPage() {
  return <InventoryList fixedType="scrap" />;
}
