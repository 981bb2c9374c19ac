/**
 * The container's deltas Δ1–Δ5 (DOMAIN "Shipment planning and ready dates"): computed from
 * its dates, never typed. Days are ISO `YYYY-MM-DD` (UTC calendar days); a delta whose two
 * dates are not both known is null. Positive = later than planned.
 */

export const DELTA_NUMBERS = [1, 2, 3, 4, 5] as const;
export type DeltaNo = (typeof DELTA_NUMBERS)[number];

/** `to` − `from` in calendar days; null when either is missing. */
export function daysBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.round(ms / 86_400_000) : null;
}

/** The dates the deltas are measured between. */
export interface DeltaDates {
  readyDate: string | null;
  originalReadyDate: string | null;
  loadingDate: string | null;
  /** the first ETD / ETA ever given (first_etd, first_eta) */
  firstEtd: string | null;
  atd: string | null;
  firstEta: string | null;
  ata: string | null;
  receivingDate: string | null;
  /**
   * The PO RDD the container is measured against: the earliest RDD of its lines, since the
   * container is late as soon as its most urgent line is (a line's own lateness is OTD's).
   */
  rdd: string | null;
}

/**
 * Δ1 ready date − original ready date; Δ2 loading date − ready date; Δ3 ATD − first ETD;
 * Δ4 ATA − first ETA; Δ5 receiving date − PO RDD. In order Δ1…Δ5.
 */
export function containerDeltaDays(dates: DeltaDates): Record<DeltaNo, number | null> {
  return {
    1: daysBetween(dates.originalReadyDate, dates.readyDate),
    2: daysBetween(dates.readyDate, dates.loadingDate),
    3: daysBetween(dates.firstEtd, dates.atd),
    4: daysBetween(dates.firstEta, dates.ata),
    5: daysBetween(dates.rdd, dates.receivingDate),
  };
}

/** Actual transit time: ATA − ATD in days, null until both are known. */
export const actualTransitDays = (atd: string | null, ata: string | null) => daysBetween(atd, ata);
