/**
 * How a container's load is counted and how a draft's containers are numbered — once, for
 * the planning engine and the workbench (pre-arrangement) as for the server's answers (the
 * shipping plan, its drawer, the saved draft), so every screen shows the same container
 * under the same number with the same CBM and kg (issue 14, Planning).
 *
 * A line loads whole packages: the partial last package travels as one. A package counts in
 * whole cm³ and grams, rounded up, and loads add up in those integers; m³ and kg with their
 * decimals are only made for display (formatCbm, formatLoadKg).
 */

/** One package of a line's product (the packaging record's carton, else the product's own). */
export interface PackageUnit {
  /** m³ of one package (carton) */
  packageCbm: number;
  /** gross kg of one package */
  packageGrossKg: number;
  /** pieces in one package */
  piecesPerPackage: number;
}

const CM3_PER_CBM = 1_000_000;
const GRAMS_PER_KG = 1_000;
/** Absorbs binary noise such as 0.07 × 10⁶ = 70000.00000000001. */
const NOISE = 1e-6;

/** One package's volume in whole cm³, rounded up. */
export const packageCm3 = (cbm: number): number => Math.ceil(cbm * CM3_PER_CBM - NOISE);
/** One package's gross weight in whole grams, rounded up. */
export const packageGrams = (kg: number): number => Math.ceil(kg * GRAMS_PER_KG - NOISE);
/** Packages a quantity fills: the partial last package counts as one. */
export const packagesFor = (qty: number, piecesPerPackage: number): number =>
  Math.ceil(qty / Math.max(1, piecesPerPackage));

export const cbmOfCm3 = (cm3: number): number => cm3 / CM3_PER_CBM;

/** A load in exact integers: packages, cm³ and grams. */
export interface PackedLoad {
  packages: number;
  cm3: number;
  grams: number;
}

/** What `qty` pieces of a line load. */
export function lineLoad(qty: number, unit: PackageUnit): PackedLoad {
  const packages = packagesFor(qty, unit.piecesPerPackage);
  return {
    packages,
    cm3: packages * packageCm3(unit.packageCbm),
    grams: packages * packageGrams(unit.packageGrossKg),
  };
}

/** A line of a container as it is totalled: its quantity and one package of its product. */
export type LoadedLine = PackageUnit & { qty: number };

/** A container's totals: lines, pieces, packages, cm³ and grams (exact), m³ and kg. */
export interface ContainerTotals extends PackedLoad {
  lineCount: number;
  qty: number;
  cbm: number;
  kg: number;
}

/** The one way a container is totalled: the sum of its lines' whole-package loads. */
export function containerTotals(lines: readonly LoadedLine[]): ContainerTotals {
  const total = { lineCount: 0, qty: 0, packages: 0, cm3: 0, grams: 0 };
  for (const line of lines) {
    const load = lineLoad(line.qty, line);
    total.lineCount += 1;
    total.qty += line.qty;
    total.packages += load.packages;
    total.cm3 += load.cm3;
    total.grams += load.grams;
  }
  return { ...total, cbm: cbmOfCm3(total.cm3), kg: total.grams / GRAMS_PER_KG };
}

/** A Draft container: whose draft it is, and its id (the draft's order as saved). */
export interface DraftMember {
  id: number;
  plannerId: number;
}

/**
 * The one numbering of a draft's containers: #1, #2, … in the order the planner's draft
 * holds them (saved in the workbench's order, so ids rise with it), per planner. The
 * workbench numbers what it opens and what it saves by this; the shipping plan names a
 * Draft container (no shipment no. yet) by it.
 */
export function draftNumbers(members: readonly DraftMember[]): Map<number, number> {
  const byPlanner = new Map<number, number[]>();
  for (const member of members) {
    byPlanner.set(member.plannerId, [...(byPlanner.get(member.plannerId) ?? []), member.id]);
  }
  const numbers = new Map<number, number>();
  for (const ids of byPlanner.values()) {
    [...ids].sort((a, b) => a - b).forEach((id, index) => numbers.set(id, index + 1));
  }
  return numbers;
}
