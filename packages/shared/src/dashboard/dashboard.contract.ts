import { z } from 'zod';

/**
 * The home dashboard (issue 15 "Home dashboard"): the figures each kind of user needs
 * first, above the screen tiles. The server decides which cards a user gets from the
 * resources of their group (never from the group's name) and counts them in the caller's
 * supplier scope; each card carries the link to the list its number counts.
 */

/** Who a section is for: buyers and planners, a supplier's own users, logistics. */
export const DASHBOARD_SECTIONS = ['planning', 'supplier', 'logistics'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export const DASHBOARD_CARDS = [
  /** PO lines with quantity left to plan (order − shipped − planned > 0), open */
  'unplannedLines',
  /** lines of released, not yet shipped containers without a ready date (-1, 3) */
  'awaitingReadyDate',
  /** submitted ready dates (0) the caller may approve */
  'awaitingApproval',
  /** Shipped containers: ATD set, ATA empty */
  'atSea',
  /** on-time delivery of the PO lines received in the last three months */
  'otd',
  /** a supplier user's own lines without a ready date (-1, 3) */
  'myAwaitingReadyDate',
  /** a supplier user's own rejected ready dates (2) */
  'myRejected',
  /** containers not yet shipped loading or ready this ISO week */
  'weekLoadings',
  /** Shipped containers past their ETA */
  'lateAtSea',
  /** Arrived containers that arrived after their first ETA */
  'arrivedLate',
] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/** One figure: a count, or (OTD) a rate in percent with what it was computed from. */
export const dashboardCardItem = z.object({
  card: z.enum(DASHBOARD_CARDS),
  /** a count; for `otd` the on-time rate in percent (one decimal), null when nothing was received */
  value: z.number().nullable(),
  /** the web path (with its list filters) that lists what `value` counts */
  link: z.string(),
  /** `otd` only: PO lines received in the period and how many of them on time */
  received: z.number().int().optional(),
  onTime: z.number().int().optional(),
  /** the period counted, YYYY-MM-DD both ends (`otd`: receiving dates; `weekLoadings`: the week) */
  from: z.string().optional(),
  to: z.string().optional(),
});
export type DashboardCardItem = z.infer<typeof dashboardCardItem>;

export const dashboardSectionItem = z.object({
  section: z.enum(DASHBOARD_SECTIONS),
  cards: z.array(dashboardCardItem),
});
export type DashboardSectionItem = z.infer<typeof dashboardSectionItem>;

/** GET /api/home/summary — only the sections (and cards) the caller's resources allow. */
export const homeSummaryResponse = z.object({
  /** today as the server counts it (YYYY-MM-DD, in its configured time zone) */
  today: z.string(),
  sections: z.array(dashboardSectionItem),
});
export type HomeSummary = z.infer<typeof homeSummaryResponse>;
