import { useTranslation } from 'react-i18next';
import { KeywordSearchBar } from '../common/KeywordSearchBar';
import { ReferenceListPage } from '../common/ReferenceListPage';
import { loadingPointsApi } from '../reference.api';
import { LoadingPointFormModal } from './LoadingPointFormModal';
import { usePointColumns } from './point-columns';

/** /information/point: the loading locations containers are loaded at. */
export default function LoadingPointPage() {
  const { t } = useTranslation('reference');
  return (
    <ReferenceListPage
      api={loadingPointsApi}
      columns={usePointColumns()}
      searchBar={(onSearch) => (
        <KeywordSearchBar placeholder={t('points.keywordPlaceholder')} onSearch={onSearch} />
      )}
      addLabel={t('points.add')}
      deleteTitle={(point) => t('points.confirmDeleteTitle', { name: point.name })}
      FormModal={LoadingPointFormModal}
    />
  );
}
