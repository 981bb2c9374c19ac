import { warehouseOperations, type WarehouseItem } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { ReferenceListPage } from '../../reference/common/ReferenceListPage';
import { languageOf } from '../stock-format';
import { warehouseColumns } from './warehouse-columns';
import { WarehouseFormModal } from './WarehouseFormModal';
import { WarehouseSearchBar } from './WarehouseSearchBar';

/**
 * /information/warehouse: the warehouses stock lives in — a loading warehouse per loading
 * point, the scrap warehouse, the rework area. Filter, sort, export; with `reference.write`
 * add, edit and delete (a warehouse the ledger names is refused: deactivate it instead).
 */
export default function WarehousePage() {
  const { t, i18n } = useTranslation('stock');
  const lang = languageOf(i18n.language);
  return (
    <ReferenceListPage<typeof warehouseOperations, WarehouseItem>
      operations={warehouseOperations}
      columns={(shown) => warehouseColumns(t, lang, shown)}
      searchBar={(onSearch, shown) => <WarehouseSearchBar values={shown} onSearch={onSearch} />}
      addLabel={t('warehouses.page.add')}
      deleteTitle={(warehouse) => t('warehouses.page.confirmDeleteTitle', { code: warehouse.code })}
      deleteContent={t('warehouses.page.deleteContent')}
      FormModal={WarehouseFormModal}
    />
  );
}
