/** 0023-otd-rollup: received container lines counted per month (see the migration). */
interface OtdCounts {
  lines: number;
  on_time: number;
  qty: number | string;
  on_time_qty: number | string;
  late_days: number | string;
}

export interface OtdMonthTable extends OtdCounts {
  month: string;
  supplier_id: number;
  destination_country: string;
  category: string;
}

/** The same counts per month and one dimension (supplier id, destination or category). */
export interface OtdMonthMemberTable extends OtdCounts {
  month: string;
  dimension: 'supplier' | 'destination' | 'category';
  member: string;
}

export interface OtdMonthReasonTable {
  month: string;
  destination_country: string;
  category: string;
  reason_id: number;
  lines: number;
  days: number | string | null;
}

/** Months a write touched since their roll-up rows were counted. */
export interface ReportDirtyMonthTable {
  report: string;
  month: string;
}

/** The tolerance a report's roll-up was counted with. */
export interface ReportRollupTable {
  report: string;
  tolerance_days: number;
}
