/**
 * kg and CBM as the database keeps them: integer grams and integer cm³ (ARCHITECTURE
 * "never floats that drift"). Rounding on the way in absorbs binary noise such as
 * 68.37 × 1e6 = 68370000.00000001; the contracts already limit the decimals.
 */
const GRAMS_PER_KG = 1000;
const CM3_PER_CBM = 1_000_000;

export const gramsFromKg = (kg: number) => Math.round(kg * GRAMS_PER_KG);
export const kgFromGrams = (grams: number) => grams / GRAMS_PER_KG;
export const cm3FromCbm = (cbm: number) => Math.round(cbm * CM3_PER_CBM);
export const cbmFromCm3 = (cm3: number) => cm3 / CM3_PER_CBM;
