import { transitTimeOperations } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { KeywordSearchBar } from '../common/KeywordSearchBar';
import { ReferenceListPage } from '../common/ReferenceListPage';
import { useTransitTimeColumns } from './transit-time-columns';
import { TransitTimeFormModal } from './TransitTimeFormModal';

/** /information/standardTransitTime: days at sea from POL to POD, per line or any line. */
export default function TransitTimePage() {
  const { t } = useTranslation('reference');
  return (
    <ReferenceListPage
      operations={transitTimeOperations}
      columns={useTransitTimeColumns()}
      searchBar={(onSearch, shown) => (
        <KeywordSearchBar
          placeholder={t('transitTimes.keywordPlaceholder')}
          values={shown}
          onSearch={onSearch}
        />
      )}
      addLabel={t('transitTimes.add')}
      deleteTitle={(item) => t('transitTimes.confirmDeleteTitle', { pol: item.pol, pod: item.pod })}
      FormModal={TransitTimeFormModal}
    />
  );
}
