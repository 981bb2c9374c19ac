import { isAnySupplierUser } from '@lading/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../auth/session';
import { presetFromQuery } from './plan-line-preset';
import { PlanLinesView } from './PlanLinesView';
import { READY_DATES_APPROVE, READY_DATES_SUBMIT } from './useReadyDates';

/**
 * /reportForms/shippingDetails — the shipping plan's lines: owners approve or reject
 * pending ready dates (one or a batch); suppliers (scoped) submit theirs. Message links
 * open it filtered (`confirmReadyDate=0,3&owner=1`…); a new link replaces the filters.
 */
export default function ShippingDetailsPage() {
  const { can, roles } = usePermissions();
  const [params] = useSearchParams();
  const key = params.toString();
  const preset = useMemo(() => presetFromQuery(new URLSearchParams(key)), [key]);
  return (
    <PlanLinesView
      list="shipping-details"
      report
      supplierFilter={!isAnySupplierUser(roles)}
      canSubmit={can(READY_DATES_SUBMIT)}
      canApprove={can(READY_DATES_APPROVE)}
      preset={preset}
      presetKey={key}
    />
  );
}
