import { poImportOperations, soImportOperations, type OrderImportJob } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '../../import/ImportButton';
import { PO_KEY, SO_KEY } from '../useOrders';

/** Edit permission of both imports (the server's `orders.import` resource). */
export const ORDERS_IMPORT = 'orders.import';

/** Under the success title: lines added, changed and repeated unchanged. */
function OrderImportDetail(props: { job: OrderImportJob }) {
  const { t } = useTranslation('orderImport');
  const { job } = props;
  return (
    <span data-testid="order-import-counts">
      {t('counts', {
        created: job.created,
        updated: job.updated,
        unchanged: job.unchanged,
        fileName: job.fileName,
      })}
    </span>
  );
}

const successDetail = (job: OrderImportJob) => <OrderImportDetail job={job} />;

// A PO import can cover SO lines and an SO import changes what PO lines cover: both
// refresh both reports.
const REFRESH = [PO_KEY, SO_KEY];

/** "Import" on the PO report toolbar (`/production/order`), shown only with `orders.import`. */
export function PoImportButton() {
  const { t } = useTranslation('orderImport');
  return (
    <ImportButton<OrderImportJob>
      resource={ORDERS_IMPORT}
      label={t('po.button')}
      operations={poImportOperations}
      jobKey="poImport"
      texts={{ ns: 'orderImport', prefix: 'po' }}
      invalidate={REFRESH}
      successDetail={successDetail}
    />
  );
}

/** "Import" on the SO report toolbar (`/production/SOorder`), shown only with `orders.import`. */
export function SoImportButton() {
  const { t } = useTranslation('orderImport');
  return (
    <ImportButton<OrderImportJob>
      resource={ORDERS_IMPORT}
      label={t('so.button')}
      operations={soImportOperations}
      jobKey="soImport"
      texts={{ ns: 'orderImport', prefix: 'so' }}
      invalidate={REFRESH}
      successDetail={successDetail}
    />
  );
}
