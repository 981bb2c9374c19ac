import {
  LIFECYCLE_ORDER,
  CANCELLABLE_STATUSES,
  STATUS_CHANGE_TARGETS,
  trackingOperations as op,
  type ChangeContainerStatusRequest,
  type ContainerStatus,
  type StatusChangeTarget,
  type UpdateTrackingRequest,
} from '@lading/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { PLANNING_KEY } from '../planning/usePlanning';

/** Status changes and tracking edits (the server's `tracking.write`). */
export const TRACKING_WRITE = 'tracking.write';

/** The milestone date each target status stands on (none for Cancelled). */
export const MILESTONE_OF_TARGET = {
  Loading: 'loadingDate',
  Shipped: 'atd',
  Arrived: 'ata',
  Received: 'receivingDate',
} as const satisfies Partial<Record<StatusChangeTarget, string>>;

/** Targets that need a container or AWB no. (spec: no ATD without one). */
export const needsContainerNo = (target: StatusChangeTarget | undefined) =>
  target === 'Shipped' || target === 'Arrived' || target === 'Received';

/**
 * The statuses a container in `status` may be moved to by hand: forward along the lifecycle,
 * Cancelled from Unshipped only. None for Draft, Received and Cancelled containers.
 */
export function nextStatuses(status: ContainerStatus): StatusChangeTarget[] {
  const at = (LIFECYCLE_ORDER as readonly string[]).indexOf(status);
  if (at < 0) return [];
  return STATUS_CHANGE_TARGETS.filter((target) =>
    target === 'Cancelled'
      ? (CANCELLABLE_STATUSES as readonly string[]).includes(status)
      : (LIFECYCLE_ORDER as readonly string[]).indexOf(target) > at,
  );
}

/** Today in the user's calendar, YYYY-MM-DD (the server refuses actual dates after its today). */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Refreshes every planning query: the list, the drawers, the workbench. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PLANNING_KEY });
}

export function useChangeStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ChangeContainerStatusRequest) => call(op.changeStatus, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateTracking() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTrackingRequest }) =>
      call(op.updateTracking, { params: { id }, body }),
    onSuccess: refresh,
  });
}
