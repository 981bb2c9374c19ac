import { shippingLineOperations } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { KeywordSearchBar } from '../common/KeywordSearchBar';
import { ReferenceListPage } from '../common/ReferenceListPage';
import { useShippingLineColumns } from './shipping-line-columns';
import { ShippingLineFormModal } from './ShippingLineFormModal';

/** /information/shippingLine: the shipping lines (carriers) containers sail with. */
export default function ShippingLinePage() {
  const { t } = useTranslation('reference');
  return (
    <ReferenceListPage
      operations={shippingLineOperations}
      columns={useShippingLineColumns()}
      searchBar={(onSearch, shown) => (
        <KeywordSearchBar
          placeholder={t('shippingLines.keywordPlaceholder')}
          values={shown}
          onSearch={onSearch}
        />
      )}
      addLabel={t('shippingLines.add')}
      deleteTitle={(line) => t('shippingLines.confirmDeleteTitle', { name: line.name })}
      FormModal={ShippingLineFormModal}
    />
  );
}
