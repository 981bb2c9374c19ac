import { CODE_LEVELS, isParentLevel, type CodeLevel } from '@lading/shared';
import type { StoredIssue } from '../../platform/import/import-issues';
import { codeInScope, isBoxLevel, limitOf, maxOf } from './binding-rules';
import { resolveContexts } from './binding-import.context';
import { ByCode, type BindingRow } from './binding-import.rules';
import type { BindingField } from './binding-import.spec';
import { codeChecks, type CodeChecks } from './binding-import.templates';
import type { Binding, BindingPlan, BindingWorld, CodeNode } from './binding-import.world';

/**
 * A binding file checked against what is stored (issue 19), in memory: every fact the
 * stations look up one scan at a time is read for the whole file first (binding-import.
 * repository.ts) into a `BindingWorld`; here each code of the file becomes one node (stored
 * or new), its product and supplier are resolved (binding-import.context.ts), new codes are
 * matched against their templates, and each row is checked as a station checks a scan —
 * already bound, parent closed, product and supplier, kit component, count. Pure: the same
 * world gives the same refusals, and a file without any gives the plan the writer applies.
 */

const rank = (level: CodeLevel) => CODE_LEVELS.indexOf(level);

/** The codes of the file as nodes, with their stored rows; what does not resolve is refused. */
function nodesOf(rows: readonly BindingRow[], world: BindingWorld, issues: StoredIssue[]) {
  const nodes = new ByCode<CodeNode>();
  const all: CodeNode[] = [];
  const bindings: Binding[] = [];
  const refuse = (node: CodeNode, key: StoredIssue['key'], params: StoredIssue['params']) => {
    if (node.failed) return;
    node.failed = true;
    issues.push({ row: node.home.row, field: node.home.field, key, params });
  };
  const nodeOf = (level: CodeLevel, code: string, row: number, field: BindingField) => {
    let node = nodes.get(level, code);
    if (!node) {
      const stored = world.stored.get(level, code) ?? null;
      node = {
        level,
        code,
        stored,
        parent: null,
        home: { row, field },
        givenProduct: null,
        givenSupplier: null,
        productId: stored?.product_id ?? null,
        supplierId: stored?.supplier_id ?? null,
        poLineId: stored?.po_line_id ?? null,
        failed: false,
        templateId: null,
        unique: false,
        rowsIn: 0,
        limit: null,
        expected: null,
        id: stored?.id ?? null,
        ancestors: null,
        under: null,
      };
      nodes.set(level, code, node);
      all.push(node);
    } else if (field === 'childCode') {
      node.home = { row, field };
    }
    return node;
  };
  for (const binding of rows) {
    const { row } = binding;
    const child = nodeOf(binding.childLevel, binding.childCode, row, 'childCode');
    const parent = nodeOf(binding.parentLevel, binding.parentCode, row, 'parentCode');
    child.parent = parent;
    bindings.push({ row, child, parent });
    if (binding.productCode !== null) {
      const id = world.productsByCode.get(binding.productCode);
      if (id === undefined) {
        child.failed = true;
        issues.push({
          row,
          field: 'productCode',
          key: 'serials.importUnknownProduct',
          params: { value: binding.productCode },
        });
      } else child.givenProduct = id;
    }
    if (binding.supplierCode !== null) {
      const id = world.suppliersByCode.get(binding.supplierCode);
      if (id === undefined || !codeInScope(world.scope, id)) {
        child.failed = true;
        issues.push({
          row,
          field: 'supplierCode',
          key: 'serials.importUnknownSupplier',
          params: { value: binding.supplierCode },
        });
      } else child.givenSupplier = id;
    }
  }
  for (const node of all) {
    const { stored, level, code } = node;
    if (stored) {
      if (!codeInScope(world.scope, stored.supplier_id)) {
        refuse(node, 'serials.codeNotFound', { level, code });
      } else if (
        (node.givenProduct !== null && node.givenProduct !== stored.product_id) ||
        (node.givenSupplier !== null && node.givenSupplier !== stored.supplier_id)
      ) {
        refuse(node, 'serials.importContextDiffers', {
          code,
          product: world.productCodes.get(stored.product_id ?? 0) ?? '',
          supplier: world.supplierCodes.get(stored.supplier_id ?? 0) ?? '',
        });
      }
    } else if (level === 'container') {
      refuse(node, 'serials.importContainerUnknown', { code });
    } else {
      const elsewhere = world.uniqueLevels.get(code);
      if (elsewhere && elsewhere !== level) {
        refuse(node, 'serials.levelMismatch', { code, actual: elsewhere, expected: level });
      }
    }
  }
  return { nodes: all, bindings };
}

/** New codes against their templates (containers are never new: they are opened at the station). */
function checkTemplates(nodes: readonly CodeNode[], checks: CodeChecks, issues: StoredIssue[]) {
  for (const node of nodes) {
    if (node.stored || node.failed || node.level === 'container') continue;
    const check = checks(node.level, node.productId, node.supplierId);
    const match = check?.match(node.code);
    if (check && match?.ok) {
      node.templateId = check.template.id;
      node.unique = check.template.uniqueCodes;
      continue;
    }
    node.failed = true;
    const { row, field } = node.home;
    issues.push(
      match && !match.ok
        ? { row, field, key: match.failure.key, params: match.failure.params }
        : { row, field, key: 'serials.noTemplate', params: { level: node.level } },
    );
  }
}

/** What a parent takes at most: its expected count, else its packaging's (a pack: its kit's). */
export function limitOfNode(node: CodeNode, world: BindingWorld): number | null {
  const packaging = node.productId === null ? undefined : world.packaging.get(node.productId);
  const kit = node.productId === null ? undefined : world.kits.get(node.productId);
  const max = maxOf(node.level, {
    piecesPerCarton: packaging?.piecesPerCarton ?? null,
    cartonsPerPallet: packaging?.cartonsPerPallet ?? null,
    kitPieces: kit ? kit.components.reduce((sum, c) => sum + c.qty, 0) : null,
  });
  return limitOf(node.stored ? node.stored.expected : null, max);
}

type Refusal = Pick<StoredIssue, 'field' | 'key' | 'params'>;
const refusal = (field: BindingField, key: StoredIssue['key'], params: StoredIssue['params']) =>
  ({ field, key, params }) satisfies Refusal;

const productOf = (world: BindingWorld, node: CodeNode) =>
  world.productCodes.get(node.productId ?? 0) ?? '';
const supplierOf = (world: BindingWorld, node: CodeNode) =>
  world.supplierCodes.get(node.supplierId ?? 0) ?? '';

/** Whether the parent takes children now: the container permission, open. */
function parentRefusal(parent: CodeNode, world: BindingWorld): Refusal | undefined {
  if (parent.level === 'container' && !world.containerBind) {
    return refusal('parentCode', 'serials.importContainerBind', {});
  }
  if (parent.stored?.closed === 1) {
    return refusal('parentCode', 'serials.parentClosed', { code: parent.code });
  }
  return undefined;
}

/** Whether the child may go into the parent: where it is now, its product and supplier. */
function childRefusal(
  child: CodeNode,
  parent: CodeNode,
  world: BindingWorld,
  components: Map<CodeNode, Map<number | null, number>>,
): Refusal | undefined {
  const holder = child.stored?.parent_id ?? null;
  if (holder !== null && holder === parent.stored?.id) {
    return isBoxLevel(child.level)
      ? refusal('childCode', 'serials.boxAddedTwice', {
          code: child.code,
          parentLevel: parent.level,
        })
      : refusal('childCode', 'serials.duplicate', { code: child.code });
  }
  if (holder !== null) {
    const held = world.parentCodes.get(holder) ?? '';
    return refusal('childCode', 'serials.alreadyBound', { code: child.code, parent: held });
  }
  if (parent.level === 'pack') return componentRefusal(child, parent, world, components);
  if (parent.level === 'container') return undefined;
  if (child.productId !== parent.productId || child.supplierId !== parent.supplierId) {
    const byProduct = child.productId !== parent.productId;
    const name = byProduct ? productOf : supplierOf;
    return refusal(
      'childCode',
      byProduct ? 'serials.productMismatch' : 'serials.supplierMismatch',
      {
        code: child.code,
        actual: name(world, child),
        parent: parent.code,
        expected: name(world, parent),
      },
    );
  }
  return undefined;
}

/** A pack takes its kit's components, each as many times as the kit says. */
function componentRefusal(
  child: CodeNode,
  pack: CodeNode,
  world: BindingWorld,
  components: Map<CodeNode, Map<number | null, number>>,
): Refusal | undefined {
  const kit = world.kits.get(pack.productId ?? 0);
  const component = kit?.components.find((c) => c.productId === child.productId);
  if (!kit || !component) {
    return refusal('childCode', kit ? 'serials.notKitComponent' : 'serials.notAKit', {
      product: productOf(world, child),
      kit: kit?.code ?? '',
    });
  }
  let counts = components.get(pack);
  if (!counts) {
    counts = new Map(world.packChildren.get(pack.stored?.id ?? 0) ?? []);
    components.set(pack, counts);
  }
  const bound = counts.get(component.productId) ?? 0;
  if (bound >= component.qty) {
    return refusal('childCode', 'serials.kitComponentFull', {
      kit: kit.code,
      qty: component.qty,
      product: component.productCode,
    });
  }
  counts.set(component.productId, bound + 1);
  return undefined;
}

/**
 * One row as a station checks a scan, in its order: the parent open, room left in it, then
 * where the child is and whether it fits. A row that passes takes its place in the parent.
 */
function checkRows(bindings: readonly Binding[], world: BindingWorld, issues: StoredIssue[]) {
  const limited = new Set<CodeNode>();
  const components = new Map<CodeNode, Map<number | null, number>>();
  for (const { row, child, parent } of bindings) {
    if (child.failed || parent.failed) continue;
    if (!limited.has(parent)) {
      parent.limit = limitOfNode(parent, world);
      limited.add(parent);
    }
    const limit = parent.limit;
    const full = limit !== null && (parent.stored?.child_count ?? 0) + parent.rowsIn >= limit;
    const refused =
      parentRefusal(parent, world) ??
      (full
        ? refusal('childCode', 'serials.countExceeded', { parent: parent.code, max: limit })
        : childRefusal(child, parent, world, components));
    if (refused) issues.push({ row, ...refused });
    else parent.rowsIn += 1;
  }
}

/**
 * The file's rows (each already read and checked among themselves) against the world: the
 * refusals, or — when there are none — the plan: every code of the file (highest level
 * first, as they are written) and every binding in file order.
 */
export function planBindings(
  rows: readonly BindingRow[],
  world: BindingWorld,
  issues: StoredIssue[],
): BindingPlan {
  const { nodes, bindings } = nodesOf(rows, world, issues);
  const checks = codeChecks(world.templates, (productId, supplierId) => ({
    productCode: world.productCodes.get(productId ?? 0) ?? null,
    supplierCode: world.supplierCodes.get(supplierId ?? 0) ?? null,
  }));
  resolveContexts(nodes, bindings, world, checks, issues);
  checkTemplates(nodes, checks, issues);
  checkRows(bindings, world, issues);
  for (const node of nodes) {
    if (!node.stored && isParentLevel(node.level)) node.expected = limitOfNode(node, world);
  }
  nodes.sort((a, b) => rank(b.level) - rank(a.level));
  return { nodes, bindings };
}
