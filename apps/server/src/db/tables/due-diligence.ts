import type { Generated } from 'kysely';

/* Stored files and supplier due diligence (issue 17, migration 0028-due-diligence). */

/** One upload; its bytes are in the file storage under `sha256`. */
export interface StoredFileTable {
  id: Generated<number>;
  sha256: string;
  size: number;
  /** a FileFormat, told by the content */
  format: string;
  mime: string;
  /** the name it was uploaded with */
  name: string;
  /** what owns it and decides who may read it: 'supplier' (owner_id: the supplier) */
  owner_type: string;
  owner_id: number;
  uploaded_by: number | null;
  uploaded_by_name: string;
  created_at: string;
}

export interface SupplierFileTypeTable {
  id: Generated<number>;
  /** a SupplyStage */
  stage: string;
  name: string;
  name_cn: string;
  /** a FileTypeKind */
  kind: string;
  /** JSON array of FileFormat */
  formats_json: string;
  expiry_control: number;
  default_validity_months: number | null;
  required: number;
  active: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One supplier × file type; `status` is its latest version's (In Progress before any). */
export interface SupplierFileTable {
  id: Generated<number>;
  supplier_id: number;
  file_type_id: number;
  status: string;
  latest_version_id: number | null;
  version_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SupplierFileVersionTable {
  id: Generated<number>;
  supplier_file_id: number;
  version_no: number;
  /** a FileStatus (never inProgress) */
  status: string;
  file_id: number;
  sha256: string;
  comment: string;
  expiry_control: number;
  valid_from: string | null;
  valid_until: string | null;
  uploaded_by: number | null;
  uploaded_by_name: string;
  uploaded_at: string;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  review_comment: Generated<string>;
}

export interface SupplierCheckTable {
  supplier_id: number;
  /** a SupplierCheck */
  check_code: string;
  status: string;
  score: number | null;
  result: string | null;
  comment: Generated<string>;
  valid_from: string | null;
  valid_until: string | null;
  updated_by_name: string;
  updated_at: string;
}

export interface SupplierStageRecordTable {
  id: Generated<number>;
  supplier_id: number;
  /** a StageRecordEvent */
  event: string;
  from_value: Generated<string>;
  to_value: Generated<string>;
  file_type_id: number | null;
  version_no: number | null;
  comment: Generated<string>;
  user_id: number | null;
  username: string;
  created_at: string;
}

export interface AvlRequestTable {
  id: Generated<number>;
  supplier_id: number;
  from_status: string;
  to_status: string;
  reason: string;
  /** an AvlRequestStatus */
  status: string;
  requested_by: number | null;
  requested_by_name: string;
  requested_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  decision_comment: Generated<string>;
}

/** An expiry warning sent (days 30 or 7 before the end day; 0: the expiry), never twice. */
export interface FileExpiryWarningTable {
  version_id: number;
  days: number;
  sent_at: string;
}
