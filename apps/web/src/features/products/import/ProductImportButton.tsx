import { productImportOperations, type ProductImportJob } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '../../import/ImportButton';
import { PRODUCTS_KEY } from '../useProducts';
import { PRODUCT_IMPORT_PREVIEW, ProductImportDone } from './ProductImportPreview';
import { PRODUCTS_IMPORT } from './useProductImport';

const REFRESH = [PRODUCTS_KEY];

/**
 * The product list's "Import" button and its modal, shown only with `products.import`: the
 * file is previewed (adds and changes, nothing written) and applied on "Apply".
 */
export function ProductImportButton() {
  const { t } = useTranslation('productImport');
  return (
    <ImportButton<ProductImportJob>
      resource={PRODUCTS_IMPORT}
      label={t('button')}
      operations={productImportOperations}
      jobKey="productImport"
      texts={{ ns: 'productImport' }}
      invalidate={REFRESH}
      preview={PRODUCT_IMPORT_PREVIEW}
      successDetail={(job) => <ProductImportDone job={job} />}
    />
  );
}
