import { isAnySupplierUser } from '@lading/shared';
import { usePermissions } from '../../auth/session';
import { PlanLinesView } from './PlanLinesView';
import { READY_DATES_APPROVE, READY_DATES_SUBMIT } from './useReadyDates';

/**
 * /reportForms/shippingDetails — the shipping plan's lines: owners approve or reject
 * pending ready dates (one or a batch); suppliers (scoped) submit theirs. Message links
 * open it filtered (`confirmReadyDate=0,3&owner=1`…): the URL is the list's view, so a new
 * link replaces the filters.
 */
export default function ShippingDetailsPage() {
  const { can, roles } = usePermissions();
  return (
    <PlanLinesView
      list="shippingDetails"
      report
      supplierFilter={!isAnySupplierUser(roles)}
      canSubmit={can(READY_DATES_SUBMIT)}
      canApprove={can(READY_DATES_APPROVE)}
    />
  );
}
