/**
 * What a quantity of a PO line weighs and takes up, as planned: one function for the server
 * (which stores it) and the workbench (which shows it live), so both agree to the litre and
 * the gram. Units come from the product's packaging (per package) and are exact integers
 * underneath: millimetres³ and grams.
 */
export interface PackageUnit {
  /** m³ of one package (carton) */
  packageCbm: number;
  /** gross kg of one package */
  packageGrossKg: number;
  /** pieces in one package */
  piecesPerPackage: number;
}

/** Planned CBM of `qty` pieces in m³ × 1000 (integer), rounded half up. */
export function plannedCbmMilli(qty: number, unit: PackageUnit): number {
  const packageMm3 = Math.round(unit.packageCbm * 1e9);
  return Math.round((qty * packageMm3) / Math.max(1, unit.piecesPerPackage) / 1e6);
}

/** Planned gross weight of `qty` pieces in grams (integer), rounded half up. */
export function plannedGrossGrams(qty: number, unit: PackageUnit): number {
  const packageGrams = Math.round(unit.packageGrossKg * 1000);
  return Math.round((qty * packageGrams) / Math.max(1, unit.piecesPerPackage));
}

/** m³ × 1000 → m³ (three decimals) and grams → kg (three decimals), for answers. */
export const cbmOfMilli = (cbmMilli: number) => cbmMilli / 1000;
export const kgOfGrams = (grams: number) => grams / 1000;
