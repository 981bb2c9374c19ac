import { useTranslation } from 'react-i18next';
import { KeywordSearchBar } from '../common/KeywordSearchBar';
import { ReferenceListPage } from '../common/ReferenceListPage';
import { shippingLinesApi } from '../reference.api';
import { useShippingLineColumns } from './shipping-line-columns';
import { ShippingLineFormModal } from './ShippingLineFormModal';

/** /information/shippingLine: the shipping lines (carriers) containers sail with. */
export default function ShippingLinePage() {
  const { t } = useTranslation('reference');
  return (
    <ReferenceListPage
      api={shippingLinesApi}
      columns={useShippingLineColumns()}
      searchBar={(onSearch) => (
        <KeywordSearchBar placeholder={t('shippingLines.keywordPlaceholder')} onSearch={onSearch} />
      )}
      addLabel={t('shippingLines.add')}
      deleteTitle={(line) => t('shippingLines.confirmDeleteTitle', { name: line.name })}
      FormModal={ShippingLineFormModal}
    />
  );
}
