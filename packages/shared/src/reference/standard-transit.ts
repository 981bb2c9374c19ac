import { DESTINATION_PORTS } from '../ready-dates/ready-date-constants';
import type { DestinationCountry } from './destinations';

/**
 * A container's standard transit time (/information/standardTransitTime), pure: the ready-date
 * warnings, the container's tracking record (issue 15) and the sea report read it alike.
 */

export interface TransitTimeRow {
  pol: string;
  pod: string;
  shipping_line_id: number | null;
  days: number;
}

export interface ContainerRoute {
  /** the loading point's name and short name: either may be the POL on file */
  loadingPointName: string;
  loadingPointShortName: string;
  destinationCountry: DestinationCountry;
  shippingLineId: number | null;
}

const norm = (text: string) => text.trim().toLowerCase();

const podServes = (pod: string, country: DestinationCountry) => {
  const name = norm(pod);
  return (
    norm(country) === name || DESTINATION_PORTS[country].some((port) => name.includes(norm(port)))
  );
};

/**
 * The standard transit days of a container's route (DOMAIN "Reference": POL → POD [→ line]),
 * or null when none is on file. Among the rows of its POL whose POD serves its destination:
 * the row for its own shipping line, else the "any line" row, else the quickest of the other
 * lines — the warning says "CANNOT meet", so it assumes the best the route offers.
 */
export function standardTransitDays(
  rows: readonly TransitTimeRow[],
  route: ContainerRoute,
): number | null {
  const pols = new Set([norm(route.loadingPointName), norm(route.loadingPointShortName)]);
  const candidates = rows.filter(
    (row) => pols.has(norm(row.pol)) && podServes(row.pod, route.destinationCountry),
  );
  if (!candidates.length) return null;
  const quickest = (list: readonly TransitTimeRow[]) => Math.min(...list.map((row) => row.days));
  if (route.shippingLineId !== null) {
    const own = candidates.filter((row) => row.shipping_line_id === route.shippingLineId);
    if (own.length) return quickest(own);
  }
  const anyLine = candidates.filter((row) => row.shipping_line_id === null);
  return quickest(anyLine.length ? anyLine : candidates);
}
