import { isAnySupplierUser } from '@lading/shared';
import { usePermissions } from '../../auth/session';
import { PlanLinesView } from './PlanLinesView';
import { READY_DATES_SUBMIT } from './useReadyDates';

/**
 * /myOrder/MyshippingPlan — the supplier's lines in released containers (the server scopes
 * them to the user's suppliers): submit ready dates, one or a batch, through the warnings.
 */
export default function MyShippingPlanPage() {
  const { can, roles } = usePermissions();
  return (
    <PlanLinesView
      list="myShippingPlan"
      supplierFilter={!isAnySupplierUser(roles)}
      canSubmit={can(READY_DATES_SUBMIT)}
      canApprove={false}
    />
  );
}
