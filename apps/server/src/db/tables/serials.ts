import type { Generated } from 'kysely';

/* Serial-number templates, codes and binding history (issue 18, migration 0030-serials). */

/** One version of a code template; every version shares its first version's id (family). */
export interface CodeTemplateTable {
  id: Generated<number>;
  family_id: number;
  version: number;
  /** 1 on the newest version of its family */
  is_current: number;
  name: string;
  /** a CodeLevel */
  level: string;
  product_id: number | null;
  supplier_id: number | null;
  /** TemplateSegment[] as JSON */
  segments_json: string;
  /** a CheckRule */
  check_rule: string;
  /** 1 when a segment is not repeatable: its codes are unique per level */
  unique_codes: number;
  active: number;
  created_by_user_id: number | null;
  created_at: string;
}

/** One code of any level with its parent and its ancestors of every parent level. */
export interface SerialCodeTable {
  id: Generated<number>;
  code: string;
  /** a CodeLevel */
  level: string;
  /** the code when unique per level, else null */
  unique_code: string | null;
  product_id: number | null;
  supplier_id: number | null;
  po_line_id: number | null;
  /** the planned container (containers.id) of a container code */
  container_id: number | null;
  template_id: number | null;
  parent_id: number | null;
  up_product_id: number | null;
  up_pack_id: number | null;
  up_gift_box_id: number | null;
  up_carton_id: number | null;
  up_pallet_id: number | null;
  up_container_id: number | null;
  /** children bound now (parents) */
  child_count: Generated<number>;
  /** the count a station expects (parents) */
  expected: number | null;
  closed: Generated<number>;
  created_by_user_id: number | null;
  created_at: string;
  bound_at: string | null;
}

/** A bind, unbind, re-bind, close or reopen, with its reason. */
export interface SerialBindEventTable {
  id: Generated<number>;
  code_id: number;
  /** a BindAction */
  action: string;
  from_parent_id: number | null;
  to_parent_id: number | null;
  reason: string;
  user_id: number | null;
  at: string;
}
