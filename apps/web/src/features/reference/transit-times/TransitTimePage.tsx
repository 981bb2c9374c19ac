import { useTranslation } from 'react-i18next';
import { KeywordSearchBar } from '../common/KeywordSearchBar';
import { ReferenceListPage } from '../common/ReferenceListPage';
import { transitTimesApi } from '../reference.api';
import { useTransitTimeColumns } from './transit-time-columns';
import { TransitTimeFormModal } from './TransitTimeFormModal';

/** /information/standardTransitTime: days at sea from POL to POD, per line or any line. */
export default function TransitTimePage() {
  const { t } = useTranslation('reference');
  return (
    <ReferenceListPage
      api={transitTimesApi}
      columns={useTransitTimeColumns()}
      searchBar={(onSearch) => (
        <KeywordSearchBar placeholder={t('transitTimes.keywordPlaceholder')} onSearch={onSearch} />
      )}
      addLabel={t('transitTimes.add')}
      deleteTitle={(item) => t('transitTimes.confirmDeleteTitle', { pol: item.pol, pod: item.pod })}
      FormModal={TransitTimeFormModal}
    />
  );
}
