import {
  CHILD_LEVELS,
  CODE_LEVELS,
  label,
  PARENT_LEVELS,
  type CodeLevel,
  type Language,
  type ParentLevel,
} from '@lading/shared';
import type { Scope } from '../../platform/permissions/scope';

/**
 * The pure rules of binding (issue 18): which level holds which, the ancestor column each
 * parent level fills on every code below it, a parent's limit, and which codes a caller's
 * scope reaches. No SQL here: binding.service.ts applies them.
 */

/** The ancestor column of each level that can hold children (serial_codes.up_*). */
export const ANCESTOR_COLUMNS = {
  product: 'up_product_id',
  pack: 'up_pack_id',
  giftBox: 'up_gift_box_id',
  carton: 'up_carton_id',
  pallet: 'up_pallet_id',
  container: 'up_container_id',
} as const satisfies Record<ParentLevel, string>;
export type AncestorColumn = (typeof ANCESTOR_COLUMNS)[ParentLevel];

/** Every ancestor column of a code, null where it has no ancestor of that level. */
export type Ancestors = Record<AncestorColumn, number | null>;

export const ANCESTOR_COLUMN_LIST: readonly AncestorColumn[] = PARENT_LEVELS.map(
  (level) => ANCESTOR_COLUMNS[level],
);

export const NO_ANCESTORS: Ancestors = {
  up_product_id: null,
  up_pack_id: null,
  up_gift_box_id: null,
  up_carton_id: null,
  up_pallet_id: null,
  up_container_id: null,
};

const rank = (level: CodeLevel) => CODE_LEVELS.indexOf(level);

/** The ancestor columns of the levels above `level`: the ones a move of its code changes. */
export const ancestorColumnsAbove = (level: CodeLevel): AncestorColumn[] =>
  PARENT_LEVELS.filter((parent) => rank(parent) > rank(level)).map(
    (parent) => ANCESTOR_COLUMNS[parent],
  );

/** The ancestors of a code bound into `parent`: the parent's own, and the parent itself. */
export function ancestorsUnder(parent: Ancestors & { id: number; level: ParentLevel }): Ancestors {
  const ancestors = { ...NO_ANCESTORS };
  for (const column of ANCESTOR_COLUMN_LIST) ancestors[column] = parent[column];
  ancestors[ANCESTOR_COLUMNS[parent.level]] = parent.id;
  return ancestors;
}

/** Only the columns of the levels above `level` (what its descendants take from it). */
export function ancestorsAbove(level: CodeLevel, ancestors: Ancestors): Partial<Ancestors> {
  return Object.fromEntries(
    ancestorColumnsAbove(level).map((column) => [column, ancestors[column]]),
  ) as Partial<Ancestors>;
}

/** `parent` lies inside `child` (or is it): binding the child into it would make a loop. */
export function wouldCycle(
  parent: Ancestors & { id: number },
  child: { id: number; level: CodeLevel },
): boolean {
  if (parent.id === child.id) return true;
  const level = child.level;
  return (
    (PARENT_LEVELS as readonly string[]).includes(level) &&
    parent[ANCESTOR_COLUMNS[level as ParentLevel]] === child.id
  );
}

export const canHold = (parent: CodeLevel, child: CodeLevel) =>
  CHILD_LEVELS[parent].includes(child);

/** Products and parts scanned twice are duplicates; boxes are "added twice". */
export const isBoxLevel = (level: CodeLevel) => level !== 'product' && level !== 'part';

/** What a parent takes at most: the station's expected count, else the packaging's maximum. */
export const limitOf = (expected: number | null, max: number | null): number | null =>
  expected ?? max;

/** A level's name as the refusals say it mid-sentence ("a carton", "this pallet"). */
export const levelName = (lang: Language, level: CodeLevel) => {
  const name = label(lang, `serials:levels.${level}`);
  return lang === 'en' ? name.toLowerCase() : name;
};

/** The packaging figure that caps a parent of this level (pack: its kit's component count). */
export interface PackagingFigures {
  piecesPerCarton: number | null;
  cartonsPerPallet: number | null;
  kitPieces: number | null;
}

export function maxOf(level: CodeLevel, figures: PackagingFigures): number | null {
  if (level === 'carton') return figures.piecesPerCarton;
  if (level === 'pallet') return figures.cartonsPerPallet;
  if (level === 'pack') return figures.kitPieces;
  return null;
}

/** A container number compared as letters and digits only, in upper case. */
export const containerNoKey = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Whether a code row lies in the caller's scope: a supplier user reaches its own suppliers'
 * codes only; codes of no supplier (containers) are the staff's.
 */
export const codeInScope = (scope: Scope, supplierId: number | null) =>
  scope.kind === 'allSuppliers' || (supplierId !== null && scope.supplierIds.includes(supplierId));
