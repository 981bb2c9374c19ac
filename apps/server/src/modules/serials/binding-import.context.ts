import { CODE_LEVELS } from '@lading/shared';
import type { StoredIssue } from '../../platform/import/import-issues';
import type { CodeChecks } from './binding-import.templates';
import type { Binding, BindingWorld, CodeNode } from './binding-import.world';

/**
 * Whose a new code of a binding file is (issue 19), as a station decides it for a scan: the
 * product and supplier the row names, else its parent's (a code inside a carton of SRA001 is
 * SRA001's; a container's children name their own), else — for a new parent — the one its
 * children have; a supplier user with one supplier needs no supplier named. A child of a
 * kit pack is the kit component whose template its code matches. A new code whose product
 * or supplier cannot be told this way is refused: nothing is guessed further.
 */

const rank = (level: CodeNode['level']) => CODE_LEVELS.indexOf(level);

const resolved = (node: CodeNode) =>
  node.level === 'container' || (node.productId !== null && node.supplierId !== null);

/** A new code still to be told its product and supplier. */
const open = (node: CodeNode) => !node.stored && !node.failed && !resolved(node);

/** The kit component whose template the code of a pack's child matches (the first). */
function componentOf(child: CodeNode, pack: CodeNode, world: BindingWorld, checks: CodeChecks) {
  const supplierId = child.givenSupplier ?? pack.supplierId;
  const kit = world.kits.get(pack.productId ?? 0);
  if (!kit || supplierId === null) return undefined;
  return kit.components.find(
    (component) =>
      checks(child.level, component.productId, supplierId)?.match(child.code).ok === true,
  )?.productId;
}

/** A child takes what it lacks from its parent (not from a container, which is no product's). */
function fromParent(child: CodeNode, parent: CodeNode, world: BindingWorld, checks: CodeChecks) {
  if (!open(child) || parent.failed || !resolved(parent) || parent.level === 'container') {
    return false;
  }
  if (parent.level === 'pack') {
    const productId = child.givenProduct ?? componentOf(child, parent, world, checks);
    if (productId === undefined) return false;
    child.productId = productId;
    child.supplierId = child.givenSupplier ?? parent.supplierId;
    return true;
  }
  child.productId = child.givenProduct ?? parent.productId;
  child.supplierId = child.givenSupplier ?? parent.supplierId;
  if (child.productId === parent.productId && child.supplierId === parent.supplierId) {
    child.poLineId = parent.poLineId;
  }
  return true;
}

/** A new parent (not a container, not a pack of components) takes its first child's. */
function fromChild(parent: CodeNode, child: CodeNode) {
  if (!open(parent) || parent.level === 'container' || parent.level === 'pack') return false;
  if (child.failed || !resolved(child) || child.productId === null) return false;
  parent.productId = parent.givenProduct ?? child.productId;
  parent.supplierId = parent.givenSupplier ?? child.supplierId;
  return true;
}

/** The bindings in order of `order` (a level's rank, or its negative): buckets, stable. */
function byLevel(bindings: readonly Binding[], order: (binding: Binding) => number) {
  const buckets = new Map<number, Binding[]>();
  for (const binding of bindings) {
    const key = order(binding);
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = []));
    bucket.push(binding);
  }
  return [...buckets.keys()].sort((a, b) => a - b).flatMap((key) => buckets.get(key)!);
}

export function resolveContexts(
  nodes: readonly CodeNode[],
  bindings: readonly Binding[],
  world: BindingWorld,
  checks: CodeChecks,
  issues: StoredIssue[],
): void {
  const single =
    world.scope.kind === 'ownSuppliers' && world.scope.supplierIds.length === 1
      ? world.scope.supplierIds[0]!
      : null;
  for (const node of nodes) {
    if (node.stored || node.failed) continue;
    node.givenSupplier ??= single;
    node.productId = node.givenProduct;
    node.supplierId = node.givenSupplier;
  }
  // parents above children: down the file's tree, then up it, until nothing more is learnt
  const downward = byLevel(bindings, (binding) => -rank(binding.parent.level));
  const upward = byLevel(bindings, (binding) => rank(binding.child.level));
  for (let learnt = true, pass = 0; learnt && pass < CODE_LEVELS.length; pass++) {
    learnt = false;
    for (const { child, parent } of downward) {
      if (fromParent(child, parent, world, checks)) learnt = true;
    }
    for (const { child, parent } of upward) if (fromChild(parent, child)) learnt = true;
  }
  // a code tied to a refused one (through any chain) could not learn from it: that refusal
  // is the one told
  for (let spread = true; spread;) {
    spread = false;
    for (const { child, parent } of bindings) {
      if (child.failed && open(parent)) parent.failed = spread = true;
      if (parent.failed && open(child)) child.failed = spread = true;
    }
  }
  for (const node of nodes) {
    if (!open(node)) continue;
    node.failed = true;
    issues.push({
      row: node.home.row,
      field: node.home.field,
      key: 'serials.importContextRequired',
      params: { code: node.code },
    });
  }
}
