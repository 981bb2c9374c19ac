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

export type ContainerRow = Selectable<ContainerTable>;

export type ContainerLineRow = Selectable<ContainerLineTable>;

export type ContainerChangeRow = Selectable<ContainerChangeTable>;
