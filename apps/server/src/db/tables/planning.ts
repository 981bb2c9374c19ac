import type { Generated, Selectable } from 'kysely';

/** 0010-containers: containers (Draft → Unshipped → …), their lines and change history. */
export interface ContainerTable {
  id: Generated<number>;
  /** required from release on; null in a Draft */
  shipment_no: string | null;
  /** container or AWB no. */
  container_no: string | null;
  /** a ContainerTypeCode (container_types.code) */
  container_type: string;
  /** a ContainerStatus */
  status: string;
  loading_point_id: number;
  /** a DestinationCountry */
  destination_country: string;
  owner_user_id: number | null;
  /** the planner whose draft it is / was */
  created_by_user_id: number;
  shipping_line_id: number | null;
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
  ready_date: string | null;
  original_ready_date: string | null;
  loading_date: string | null;
  promised_delivery_date: string | null;
  notes: Generated<string>;
  // 0019-container-tracking (issue 15): the tracking record
  pol: Generated<string>;
  pod: Generated<string>;
  transshipment_port: Generated<string>;
  vessel: Generated<string>;
  voyage: Generated<string>;
  hbl_no: Generated<string>;
  mbl_no: Generated<string>;
  tracking_no: Generated<string>;
  bl_express_date: string | null;
  receiving_date: string | null;
  /** the first ETD / ETA ever given: Δ3 and Δ4 are measured from them */
  first_etd: string | null;
  first_eta: string | null;
  /** as loaded: grams, grams, litres (m³ × 1000); the planned figures are the lines' */
  actual_gross_g: number | null;
  actual_net_g: number | null;
  actual_cbm_milli: number | null;
  /** a delay_reasons.id and a note per delta Δ1–Δ5 (the deltas are computed) */
  delta1_reason_id: number | null;
  delta1_note: Generated<string>;
  delta2_reason_id: number | null;
  delta2_note: Generated<string>;
  delta3_reason_id: number | null;
  delta3_note: Generated<string>;
  delta4_reason_id: number | null;
  delta4_note: Generated<string>;
  delta5_reason_id: number | null;
  delta5_note: Generated<string>;
  /** 0027-stock (issue 16): the seal number recorded at loading */
  seal_no: Generated<string>;
  /** 0027-stock: when its loading was complete (every line loaded or closed short) */
  loading_completed_at: Generated<string | null>;
  /** optimistic lock: +1 on every change */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ContainerLineTable {
  id: Generated<number>;
  container_id: number;
  po_line_id: number;
  /** whole pieces */
  qty: number;
  /** CBM as planned, m³ × 1000 */
  cbm_milli: number;
  /** gross weight as planned, grams */
  gross_g: number;
  ready_date: string | null;
  original_ready_date: string | null;
  /** a ConfirmReadyDate: -1 not submitted, 0 pending, 1 approved, 2 rejected, 3 system */
  confirm_ready_date: Generated<number>;
  created_at: string;
  updated_at: string;
  /** receiving date − RDD once the container is received, else null: kept by triggers (0026) */
  days_late: Generated<number | null>;
}

export interface ContainerChangeTable {
  id: Generated<number>;
  container_id: number;
  at: string;
  actor_user_id: number | null;
  actor_name: string;
  field: string;
  before_value: string | null;
  after_value: string | null;
  reason: Generated<string>;
  /** the supplier of the line a line row is about (issue 12 §5); null on the container's own rows */
  supplier_id: number | null;
}

/** Delay reason codes (issue 15): reference data named by a container's Δ1–Δ5. */
export interface DelayReasonTable {
  id: Generated<number>;
  code: string;
  name_en: string;
  name_zh: string;
  /** 1 offered for new choices, 0 kept for the containers that name it */
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type DelayReasonRow = Selectable<DelayReasonTable>;

export type ContainerRow = Selectable<ContainerTable>;

export type ContainerLineRow = Selectable<ContainerLineTable>;

export type ContainerChangeRow = Selectable<ContainerChangeTable>;
