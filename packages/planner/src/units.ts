/**
 * The planner adds loads in whole cm³ and grams (the units the database keeps), never in
 * floating m³ and kg: 0.1 + 0.2 m³ must not decide whether a container is overloaded. A
 * package is rounded up and a capacity down, so a plan that fits in these units fits in m³ and
 * kg too.
 */

// a package's cm³ and grams, and the packages a quantity fills: the one rule the server and
// every screen total containers by (packages/shared planning/container-totals)
export { packageCm3, packageGrams, packagesFor } from '@lading/shared';

const CM3_PER_CBM = 1_000_000;
const GRAMS_PER_KG = 1_000;
/** Absorbs binary noise such as 0.07 × 10⁶ = 70000.00000000001. */
const NOISE = 1e-6;

export const capacityCm3 = (cbm: number): number => Math.floor(cbm * CM3_PER_CBM + NOISE);
export const capacityGrams = (kg: number): number => Math.floor(kg * GRAMS_PER_KG + NOISE);
/** A volume a user typed (m³) to the nearest cm³. */
export const typedCm3 = (cbm: number): number => Math.round(cbm * CM3_PER_CBM);

export const cm3ToCbm = (cm3: number): number => cm3 / CM3_PER_CBM;
export const gramsToKg = (grams: number): number => grams / GRAMS_PER_KG;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of an ISO date (a time part is ignored); null when it is not a date. */
export function dayNumber(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over into March; a date that does not round-trip is not one.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms / MS_PER_DAY;
}
