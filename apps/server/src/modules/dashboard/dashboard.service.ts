import {
  formatDate,
  isoWeekOf,
  mondayOfIsoWeek,
  seaReportQuery,
  sundayOfIsoWeek,
  listContainersQuery,
  listOpenLinesQuery,
  listPlanLinesQuery,
  RESOURCE_KEYS,
  screenEntry,
  type DashboardCard,
  type DashboardCardItem,
  type HomeSummary,
  type ListPlanLinesRequest,
  type ResourceKey,
} from '@lading/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import type { AuthContext } from '../../platform/auth/auth-context';
import { resourceKeysOfGroup } from '../../platform/permissions/permission.repository';
import type { Scope } from '../../platform/permissions/scope';
import { listContainers } from '../planning/container.service';
import { listOpenLines } from '../planning/planning.service';
import { listPlanLines } from '../ready-dates/plan-line.service';
import { seaReport } from '../transit-reports/sea-report.service';
import { cardsOf } from './dashboard-cards';
import { dashboardRepository as repo } from './dashboard.repository';
import { otdOfLastMonths } from './dashboard-otd';

/** What counting a card needs: the database, who asks, and today (in the server's zone). */
interface CardContext {
  db: Queryable;
  userId: number;
  scope: Scope;
  isAdministrator: boolean;
  today: string;
  /** the sea report, once both sea cards ask for it */
  atSea?: ReturnType<typeof seaReport>;
}

type Figure = Omit<DashboardCardItem, 'card'>;

type LinkParams = Record<string, string | number | readonly (string | number)[] | undefined>;

/** A screen's path (from the screen tree) with list filters as its list screen reads them. */
export function linkTo(screen: string, params: LinkParams = {}): string {
  const entry = screenEntry(screen);
  if (!entry) throw new Error(`dashboard: no screen ${screen}`);
  const search = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${[value!].flat().map(encodeURIComponent).join(',')}`)
    .join('&');
  return search ? `${entry.path}?${search}` : entry.path;
}

/** Lines the supplier can still date: of released containers not yet shipped. */
const DATEABLE = ['Unshipped', 'Loading'] as const;
const WAITING_FOR_DATE = [-1, 3] as const;

/** A count of plan lines under `filter`, linked to `screen` with the same filter. */
async function planLines(
  ctx: CardContext,
  screen: 'shippingDetails' | 'MyshippingPlan',
  filter: Omit<ListPlanLinesRequest, 'pageNum' | 'pageSize'>,
): Promise<Figure> {
  const query = listPlanLinesQuery.parse({ ...filter, pageNum: 1, pageSize: 1 });
  const { total } = await listPlanLines(ctx.db, ctx, query);
  return { value: total, link: linkTo(screen, filter as LinkParams) };
}

/** The sea report's totals (containers at sea, late ones) in the caller's scope, read once. */
const containersAtSea = (ctx: CardContext) =>
  (ctx.atSea ??= seaReport(
    ctx.db,
    ctx.scope,
    seaReportQuery.parse({ pageNum: 1, pageSize: 1 }),
    ctx.today,
  ));

const COUNTERS: Record<DashboardCard, (ctx: CardContext) => Promise<Figure>> = {
  async unplannedLines(ctx) {
    const query = listOpenLinesQuery.parse({ pageNum: 1, pageSize: 1 });
    const { total } = await listOpenLines(ctx.db, ctx.scope, query);
    return { value: total, link: linkTo('preArrange') };
  },
  awaitingReadyDate: (ctx) =>
    planLines(ctx, 'shippingDetails', {
      confirmReadyDate: [...WAITING_FOR_DATE],
      status: [...DATEABLE],
    }),
  // an owner approves their own suppliers' lines; an administrator any (readyDates approval)
  awaitingApproval: (ctx) =>
    planLines(ctx, 'shippingDetails', {
      confirmReadyDate: [0],
      status: [...DATEABLE],
      ...(ctx.isAdministrator ? {} : { owner: 1 }),
    }),
  myAwaitingReadyDate: (ctx) =>
    planLines(ctx, 'MyshippingPlan', {
      confirmReadyDate: [...WAITING_FOR_DATE],
      status: [...DATEABLE],
    }),
  myRejected: (ctx) =>
    planLines(ctx, 'MyshippingPlan', { confirmReadyDate: [2], status: [...DATEABLE] }),
  async atSea(ctx) {
    const { totals } = await containersAtSea(ctx);
    return { value: totals.containers, link: linkTo('seaReport') };
  },
  async otd(ctx) {
    const otd = await otdOfLastMonths(ctx.db, ctx.scope, ctx.today);
    return {
      value: otd.rate,
      received: otd.received,
      onTime: otd.onTime,
      from: otd.from,
      to: otd.to,
      link: linkTo('OTD', { receivedFrom: otd.from, receivedTo: otd.to }),
    };
  },
  async weekLoadings(ctx) {
    const week = isoWeekOf(ctx.today);
    const [monday, sunday] = [mondayOfIsoWeek(week), sundayOfIsoWeek(week)];
    return {
      value: await repo.loadingBetween(ctx.db, ctx.scope, monday, sunday),
      from: monday,
      to: sunday,
      link: linkTo('loadingPlan', { weekFrom: week, weekTo: week }),
    };
  },
  // late as the sea report flags it: past its ETA, or due after the standard transit time
  async lateAtSea(ctx) {
    const { totals } = await containersAtSea(ctx);
    return { value: totals.late, link: linkTo('seaReport', { late: 1 }) };
  },
  // arrived after the first ETA: counted by the shipping plan's own filter, as it lists them
  async arrivedLate(ctx) {
    const filter = { status: ['Arrived' as const], arrivedLate: 1 };
    const query = listContainersQuery.parse({ ...filter, pageNum: 1, pageSize: 1 });
    const { total } = await listContainers(ctx.db, ctx.scope, query);
    return { value: total, link: linkTo('shippingPlan', filter) };
  },
};

/** The resources the caller's group holds (an administrator: every one). */
async function resourcesOf(db: Queryable, auth: AuthContext): Promise<Set<string>> {
  return new Set(
    auth.isAdministrator ? RESOURCE_KEYS : await resourceKeysOfGroup(db, auth.groupId),
  );
}

/**
 * GET /api/home/summary: the caller's sections and cards (dashboard-cards.ts decides which
 * from their resources), each counted in their supplier scope and linked to its list.
 */
export async function homeSummary(deps: AppDeps, auth: AuthContext): Promise<HomeSummary> {
  const db = deps.db.kysely;
  const held = await resourcesOf(db, auth);
  const today = formatDate(deps.clock(), deps.config.timeZone);
  const ctx: CardContext = {
    db,
    userId: auth.userId,
    scope: auth.scope,
    isAdministrator: auth.isAdministrator,
    today,
  };
  const layout = cardsOf({ holds: (key: ResourceKey) => held.has(key), scope: auth.scope });
  const sections = [];
  for (const { section, cards } of layout) {
    const items: DashboardCardItem[] = [];
    for (const card of cards) items.push({ card, ...(await COUNTERS[card](ctx)) });
    sections.push({ section, cards: items });
  }
  return { today, sections };
}
