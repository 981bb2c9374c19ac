import type { ProductImportJob } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '../../import/ImportButton';
import { PRODUCTS_KEY } from '../useProducts';
import { productImportApi } from './productImport.api';
import { PRODUCTS_IMPORT } from './useProductImport';

const REFRESH = [PRODUCTS_KEY];

/** The product list's "Import" button and its modal, shown only with `products.import`. */
export function ProductImportButton() {
  const { t } = useTranslation('productImport');
  return (
    <ImportButton<ProductImportJob>
      resource={PRODUCTS_IMPORT}
      label={t('button')}
      api={productImportApi}
      jobKey="productImport"
      texts={{ ns: 'productImport' }}
      invalidate={REFRESH}
    />
  );
}
