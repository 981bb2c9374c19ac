import { ImportModal, RefusedRows as Refused, type ImportTexts } from '../../import/ImportModal';
import type { ProductImportJob } from '@lading/shared';
import { PRODUCTS_KEY } from '../useProducts';
import { productImportApi } from './productImport.api';

export { progressPercent } from '../../import/ImportModal';

const TEXTS: ImportTexts = { ns: 'productImport' };
const REFRESH = [PRODUCTS_KEY];

/** The refused rows of a product import. */
export const RefusedRows = (props: { job: ProductImportJob }) => (
  <Refused job={props.job} texts={TEXTS} />
);

/**
 * "Import" on the product list: the shared import modal with the product import's calls
 * and texts; a successful import refreshes the product list.
 */
export function ProductImportModal(props: { open: boolean; onClose(): void }) {
  return (
    <ImportModal<ProductImportJob>
      open={props.open}
      onClose={props.onClose}
      api={productImportApi}
      jobKey="productImport"
      texts={TEXTS}
      invalidate={REFRESH}
    />
  );
}
