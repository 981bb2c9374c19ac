import { Spin } from 'antd';
import { usePermissions } from '../../../auth/session';
import { ChecksCard } from './ChecksCard';
import { useStageView } from './useSupplierStage';

/** The profile's checks on the supplier's details (spec §3), recorded there by reviewers too. */
export function SupplierChecksTab(props: { supplierId: number }) {
  const view = useStageView(props.supplierId);
  const { can } = usePermissions();
  if (!view.data) return <Spin />;
  return (
    <ChecksCard
      supplierId={props.supplierId}
      checks={view.data.checks}
      canRecord={can('suppliers.dd.review')}
    />
  );
}
