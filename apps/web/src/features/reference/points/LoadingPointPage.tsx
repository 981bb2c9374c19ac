import { loadingPointOperations } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { KeywordSearchBar } from '../common/KeywordSearchBar';
import { ReferenceListPage } from '../common/ReferenceListPage';
import { LoadingPointFormModal } from './LoadingPointFormModal';
import { usePointColumns } from './point-columns';

/** /information/point: the loading locations containers are loaded at. */
export default function LoadingPointPage() {
  const { t } = useTranslation('reference');
  return (
    <ReferenceListPage
      operations={loadingPointOperations}
      columns={usePointColumns()}
      searchBar={(onSearch, shown) => (
        <KeywordSearchBar
          placeholder={t('points.keywordPlaceholder')}
          values={shown}
          onSearch={onSearch}
        />
      )}
      addLabel={t('points.add')}
      deleteTitle={(point) => t('points.confirmDeleteTitle', { name: point.name })}
      FormModal={LoadingPointFormModal}
    />
  );
}
