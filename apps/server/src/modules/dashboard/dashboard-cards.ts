import type { DashboardCard, DashboardSection, ResourceKey } from '@lading/shared';
import type { Scope } from '../../platform/permissions/scope';

/**
 * Which cards a caller gets (issue 15 "Home dashboard"), from the resources their group
 * holds and their supplier scope — never from the group's name, so a group an
 * administrator makes gets the cards its resources fit. A card needs the resource of the
 * list its number links to, and its section's resource:
 * - planning (buyers and planners): who keys orders or plans them (`orders.po.write` or
 *   `planning.write`);
 * - supplier: a supplier user (scoped to its suppliers) who submits ready dates;
 * - logistics: who keeps the containers' tracking (`tracking.write`).
 */
export interface Caller {
  holds(resource: ResourceKey): boolean;
  scope: Scope;
}

const planner = (c: Caller) => c.holds('orders.po.write') || c.holds('planning.write');
const supplierUser = (c: Caller) => c.scope.kind === 'ownSuppliers' && c.holds('readyDates.submit');
const logistics = (c: Caller) => c.holds('tracking.write');

export const DASHBOARD_LAYOUT: Record<
  DashboardSection,
  { section: (c: Caller) => boolean; cards: Partial<Record<DashboardCard, ResourceKey[]>> }
> = {
  planning: {
    section: planner,
    cards: {
      unplannedLines: ['planning.read'],
      awaitingReadyDate: ['readyDates.read'],
      awaitingApproval: ['readyDates.read', 'readyDates.approve'],
      atSea: ['planning.read', 'reports.read'],
      otd: ['reports.read'],
    },
  },
  supplier: {
    section: supplierUser,
    cards: {
      myAwaitingReadyDate: ['readyDates.read'],
      myRejected: ['readyDates.read'],
    },
  },
  logistics: {
    section: logistics,
    cards: {
      weekLoadings: ['planning.read', 'reports.read'],
      lateAtSea: ['planning.read', 'reports.read'],
      arrivedLate: ['planning.read'],
    },
  },
};

/** The caller's sections with their cards, in the layout's order (empty sections left out). */
export function cardsOf(caller: Caller): { section: DashboardSection; cards: DashboardCard[] }[] {
  return (
    Object.entries(DASHBOARD_LAYOUT) as [DashboardSection, (typeof DASHBOARD_LAYOUT)['planning']][]
  )
    .filter(([, layout]) => layout.section(caller))
    .map(([section, layout]) => ({
      section,
      cards: (Object.entries(layout.cards) as [DashboardCard, ResourceKey[]][])
        .filter(([, needs]) => needs.every((resource) => caller.holds(resource)))
        .map(([card]) => card),
    }))
    .filter((entry) => entry.cards.length > 0);
}
