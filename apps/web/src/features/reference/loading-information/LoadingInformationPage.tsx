import { loadingLimitOperations } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { countryName } from '../common/format';
import { ReferenceListPage } from '../common/ReferenceListPage';
import { ContainerTypesCard } from './ContainerTypesCard';
import { useLoadingLimitColumns } from './loading-limit-columns';
import { LoadingLimitFormModal } from './LoadingLimitFormModal';
import { LoadingLimitSearchBar } from './LoadingLimitSearchBar';

/**
 * /information/loadingInformation: the container types, then the maximum payload each
 * container type may carry to each destination country (road and port weight limits).
 */
export default function LoadingInformationPage() {
  const { t, i18n } = useTranslation('reference');
  return (
    <ReferenceListPage
      header={<ContainerTypesCard />}
      operations={loadingLimitOperations}
      columns={useLoadingLimitColumns()}
      searchBar={(onSearch, shown) => <LoadingLimitSearchBar values={shown} onSearch={onSearch} />}
      addLabel={t('loadingLimits.add')}
      deleteTitle={(limit) =>
        t('loadingLimits.confirmDeleteTitle', {
          country: countryName(limit.country, i18n.language),
          type: limit.containerType,
        })
      }
      FormModal={LoadingLimitFormModal}
    />
  );
}
