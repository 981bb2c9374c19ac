import type { CheckRule, CodeLevel, TemplateSegment } from '@lading/shared';
import type { Scope } from '../../platform/permissions/scope';
import type { Ancestors, PackagingFigures } from './binding-rules';
import type { ByCode } from './binding-import.rules';
import type { BindingField } from './binding-import.spec';

/**
 * What a binding file is checked against (issue 19): the facts the stations look up one
 * scan at a time, read for the whole file at once (binding-import.repository.ts), and the
 * file's codes as nodes of the tree it builds.
 */

/** A code as stored, with what the rules look at. */
export interface StoredCode extends Ancestors {
  id: number;
  code: string;
  level: CodeLevel;
  unique_code: string | null;
  product_id: number | null;
  supplier_id: number | null;
  po_line_id: number | null;
  parent_id: number | null;
  child_count: number;
  expected: number | null;
  closed: number;
}

/** A current, active template (code_templates), matched in memory. */
export interface TemplateFacts {
  id: number;
  level: CodeLevel;
  productId: number | null;
  supplierId: number | null;
  name: string;
  segments: TemplateSegment[];
  checkRule: CheckRule;
  uniqueCodes: boolean;
}

export interface KitFacts {
  code: string;
  components: { productId: number; productCode: string; qty: number }[];
}

/** Everything the checks need, read once for the whole file. */
export interface BindingWorld {
  scope: Scope;
  /** the uploader holds serials.container.bind (checked when the file was queued) */
  containerBind: boolean;
  /** stored codes by level and code: the one a scan of that level and code finds */
  stored: ByCode<StoredCode>;
  /** a unique code stored at some level, by code (a label of another level) */
  uniqueLevels: ReadonlyMap<string, CodeLevel>;
  /** the codes of the parents stored codes are in now */
  parentCodes: ReadonlyMap<number, string>;
  productsByCode: ReadonlyMap<string, number>;
  productCodes: ReadonlyMap<number, string>;
  suppliersByCode: ReadonlyMap<string, number>;
  supplierCodes: ReadonlyMap<number, string>;
  templates: readonly TemplateFacts[];
  /** packaging figures by product id */
  packaging: ReadonlyMap<number, Omit<PackagingFigures, 'kitPieces'>>;
  /** the kit a pack of this product holds, by product id */
  kits: ReadonlyMap<number, KitFacts>;
  /** stored packs' children per product */
  packChildren: ReadonlyMap<number, ReadonlyMap<number | null, number>>;
}

/** One code of the file. */
export interface CodeNode {
  level: CodeLevel;
  code: string;
  stored: StoredCode | null;
  /** the parent the file puts it in */
  parent: CodeNode | null;
  /** where its own refusals are told: the row naming it as a child, else as a parent first */
  home: { row: number; field: BindingField };
  givenProduct: number | null;
  givenSupplier: number | null;
  productId: number | null;
  supplierId: number | null;
  poLineId: number | null;
  failed: boolean;
  templateId: number | null;
  unique: boolean;
  /** rows of the file into it */
  rowsIn: number;
  /** a parent's limit (expected count, else packaging maximum), once a row went into it */
  limit: number | null;
  /** a new parent's expected count as stored: its packaging maximum, as a station opens it */
  expected: number | null;
  /** set by the writer: its id, and its ancestor columns once bound */
  id: number | null;
  ancestors: Ancestors | null;
  /** set by the writer: the ancestor columns of its children in the file */
  under: Ancestors | null;
}

export interface Binding {
  row: number;
  child: CodeNode;
  parent: CodeNode;
}

export interface BindingPlan {
  nodes: CodeNode[];
  bindings: Binding[];
}
