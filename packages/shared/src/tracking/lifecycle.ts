import type { ContainerStatus } from '../planning/planning-constants';
import type { ErrorMessageKey } from '../i18n/error-messages';
import {
  CANCELLABLE_STATUSES,
  isTrackingEditable,
  LIFECYCLE_ORDER,
  type LifecycleStatus,
  type StatusChangeTarget,
} from './tracking-constants';

/**
 * The container lifecycle after release (issue 15; DOMAIN "Shipment planning and ready
 * dates"), as pure rules the server decides with and the screens may ask: Unshipped →
 * Loading (loading date) → Shipped (ATD; needs a container/AWB no.) → Arrived (ATA ≥ ATD)
 * → Received (receiving date ≥ ATA); Cancelled from Unshipped only. Actual dates are never
 * in the future; estimates (ETD, ETA) may be. A status only moves forward, and each status
 * keeps the dates it stands on. Days are ISO `YYYY-MM-DD` and compare as strings.
 */

/** The milestone-bearing part of a container. */
export interface MilestoneState {
  status: ContainerStatus;
  containerNo: string | null;
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
  loadingDate: string | null;
  receivingDate: string | null;
  blExpressDate: string | null;
}
export type MilestoneField = Exclude<keyof MilestoneState, 'status'>;

/** A refusal: its catalog key, the field it is about, and the params besides `container`. */
export interface LifecycleRefusal {
  key: ErrorMessageKey;
  field: MilestoneField | 'status';
  params: Record<string, string>;
}

const ACTUAL_DATES = ['loadingDate', 'atd', 'ata', 'receivingDate', 'blExpressDate'] as const;

/** Each status's own milestone date (reaching it is what sets the status). */
const MILESTONE_OF = {
  Loading: 'loadingDate',
  Shipped: 'atd',
  Arrived: 'ata',
  Received: 'receivingDate',
} as const satisfies Partial<Record<LifecycleStatus, MilestoneField>>;
type MilestoneStatus = keyof typeof MILESTONE_OF;

/** later ≥ earlier, in the order a container goes through them. */
const DATE_ORDER = [
  { later: 'atd', earlier: 'loadingDate', key: 'tracking.atdBeforeLoadingDate' },
  { later: 'ata', earlier: 'atd', key: 'tracking.ataBeforeAtd' },
  { later: 'receivingDate', earlier: 'ata', key: 'tracking.receivingDateBeforeAta' },
  { later: 'eta', earlier: 'etd', key: 'tracking.etaBeforeEtd' },
] as const satisfies readonly { later: MilestoneField; earlier: MilestoneField; key: string }[];

const rank = (status: LifecycleStatus) => LIFECYCLE_ORDER.indexOf(status);

/** The dates a status stands on: its own milestone and the ones after loading before it. */
export function requiredMilestones(status: ContainerStatus): MilestoneField[] {
  switch (status) {
    case 'Loading':
      return ['loadingDate'];
    case 'Shipped':
      return ['containerNo', 'atd'];
    case 'Arrived':
      return ['containerNo', 'atd', 'ata'];
    case 'Received':
      return ['containerNo', 'atd', 'ata', 'receivingDate'];
    default:
      return [];
  }
}

/**
 * The status a released container's dates put it in: never behind its current status, and
 * forward to the furthest milestone given (a tracking edit or file that sets the ATD ships
 * it — docs/decisions.md "Issue 15 container lifecycle").
 */
export function statusOfMilestones(state: MilestoneState): ContainerStatus {
  if (!isTrackingEditable(state.status)) return state.status;
  const reached = (['Received', 'Arrived', 'Shipped', 'Loading'] as const).find(
    (status) => state[MILESTONE_OF[status]] !== null,
  );
  return reached && rank(reached) > rank(state.status) ? reached : state.status;
}

/**
 * Checks a container's new state against the lifecycle. `changed` names the fields this
 * action set: only they are held to "not in the future" and the date order, so a date
 * stored before a rule existed never blocks an unrelated edit. Null: the state is fine.
 */
export function checkMilestones(
  before: MilestoneState,
  after: MilestoneState,
  changed: ReadonlySet<MilestoneField>,
  today: string,
): LifecycleRefusal | null {
  if (!isTrackingEditable(before.status)) {
    return { key: 'tracking.notEditable', field: 'status', params: { status: before.status } };
  }
  if (isTrackingEditable(after.status) && rank(after.status) < rank(before.status)) {
    return {
      key: 'tracking.statusBackward',
      field: 'status',
      params: { status: before.status, target: after.status },
    };
  }
  for (const field of ACTUAL_DATES) {
    const date = after[field];
    if (changed.has(field) && date !== null && date > today) {
      return { key: `tracking.${field}InFuture`, field, params: { date } };
    }
  }
  const statusChanged = after.status !== before.status;
  for (const field of requiredMilestones(after.status)) {
    if (after[field] !== null && after[field] !== '') continue;
    if (!statusChanged && !changed.has(field)) continue;
    if (field === 'containerNo') return { key: 'tracking.containerNoRequired', field, params: {} };
    return {
      key: `tracking.${field as Exclude<MilestoneField, 'containerNo' | 'etd' | 'eta' | 'blExpressDate'>}Required`,
      field,
      params: { status: after.status },
    };
  }
  for (const { later, earlier, key } of DATE_ORDER) {
    const late = after[later];
    const early = after[earlier];
    if (late === null || early === null || late >= early) continue;
    if (!statusChanged && !changed.has(later) && !changed.has(earlier)) continue;
    return {
      key,
      field: changed.has(later) ? later : earlier,
      params: { date: late, other: early },
    };
  }
  return null;
}

/**
 * A status change by hand (one or a batch): the state it leads to, or why not. The target's
 * milestone date is `date`, else the one on file, else today; Cancelled only from Unshipped.
 */
export function statusChange(
  state: MilestoneState,
  target: StatusChangeTarget,
  date: string | undefined,
  today: string,
): { after: MilestoneState; changed: Set<MilestoneField> } | LifecycleRefusal {
  if (state.status === target) {
    return { key: 'tracking.alreadyInStatus', field: 'status', params: { status: state.status } };
  }
  if (target === 'Cancelled') {
    if (!(CANCELLABLE_STATUSES as readonly string[]).includes(state.status)) {
      return {
        key: 'tracking.cancelOnlyUnshipped',
        field: 'status',
        params: { status: state.status },
      };
    }
    return { after: { ...state, status: 'Cancelled' }, changed: new Set() };
  }
  const field = MILESTONE_OF[target satisfies MilestoneStatus];
  const milestone = date ?? state[field] ?? today;
  const after = { ...state, status: target, [field]: milestone };
  const changed = new Set<MilestoneField>(milestone === state[field] ? [] : [field]);
  const refusal = checkMilestones(state, after, changed, today);
  return refusal ?? { after, changed };
}

export const isLifecycleRefusal = (
  value: { after: MilestoneState } | LifecycleRefusal,
): value is LifecycleRefusal => 'key' in value;
