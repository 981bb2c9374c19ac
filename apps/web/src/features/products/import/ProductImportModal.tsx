import { ImportModal, RefusedRows as Refused, type ImportTexts } from '../../import/ImportModal';
import { productImportOperations, type ProductImportJob } from '@lading/shared';
import { PRODUCTS_KEY } from '../useProducts';
import { PRODUCT_IMPORT_PREVIEW, ProductImportDone } from './ProductImportPreview';

export { progressPercent } from '../../import/ImportModal';

const TEXTS: ImportTexts = { ns: 'productImport' };
const REFRESH = [PRODUCTS_KEY];

/** The refused rows of a product import. */
export const RefusedRows = (props: { job: ProductImportJob }) => (
  <Refused job={props.job} texts={TEXTS} />
);

/**
 * "Import" on the product list: the shared import modal with the product import's calls
 * and texts; the file is previewed first (what it adds and changes) and applied on "Apply";
 * a successful import refreshes the product list.
 */
export function ProductImportModal(props: { open: boolean; onClose(): void }) {
  return (
    <ImportModal<ProductImportJob>
      open={props.open}
      onClose={props.onClose}
      operations={productImportOperations}
      jobKey="productImport"
      texts={TEXTS}
      invalidate={REFRESH}
      preview={PRODUCT_IMPORT_PREVIEW}
      successDetail={(job) => <ProductImportDone job={job} />}
    />
  );
}
