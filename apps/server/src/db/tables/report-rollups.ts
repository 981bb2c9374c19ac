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

/** 0024-utilization-rollup: every supplier's containers in bands, per month of ETD. */
export interface UtilizationMonthTable {
  month: string;
  loading_point_id: number;
  destination_country: string;
  container_type: string;
  containers: number;
  cbm_above95: number;
  cbm_from90to95: number;
  cbm_below90: number;
  weight_above95: number;
  weight_from90to95: number;
  weight_below90: number;
  cbm_pct10_sum: number | string;
  weight_pct10_sum: number | string;
}

/** 0025-amount-rollup: every supplier's shipped value, per month of ATD. */
export interface AmountMonthTable {
  month: string;
  destination_country: string;
  supplier_id: number;
  category: string;
  containers: number;
  lines: number;
  qty: number | string;
  amount_cents: number | string;
}
