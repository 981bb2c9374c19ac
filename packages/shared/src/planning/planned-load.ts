import { lineLoad, type PackageUnit } from './container-totals';

/**
 * What a quantity of a PO line weighs and takes up, as a container line stores it
 * (cbm_milli, gross_g): the line's whole-package load (container-totals' lineLoad, the rule
 * every screen totals by), kept in litres and grams. Totals are made from the lines' units,
 * never by adding these rounded litres.
 */

/** Planned CBM of `qty` pieces in m³ × 1000 (integer litres), rounded half up. */
export function plannedCbmMilli(qty: number, unit: PackageUnit): number {
  return Math.round(lineLoad(qty, unit).cm3 / 1000);
}

/** Planned gross weight of `qty` pieces in grams (integer). */
export function plannedGrossGrams(qty: number, unit: PackageUnit): number {
  return lineLoad(qty, unit).grams;
}

/** m³ × 1000 → m³ (three decimals) and grams → kg (three decimals), for answers. */
export const cbmOfMilli = (cbmMilli: number) => cbmMilli / 1000;
export const kgOfGrams = (grams: number) => grams / 1000;
