/**
 * Package dimensions as the database keeps them: integer millimetres (the contract allows
 * 0.1 cm). Weights reuse the reference module's integer grams.
 */
export { gramsFromKg, kgFromGrams } from '../reference/units';

const MM_PER_CM = 10;
export const mmFromCm = (cm: number) => Math.round(cm * MM_PER_CM);
export const cmFromMm = (mm: number) => mm / MM_PER_CM;
