import { lineLoad, type SpareCandidate } from '@lading/shared';

/**
 * Choosing open lines to top a container up (spareReport): what a choice loads, and the
 * lines that fit whole, earliest RDD first. Loads count whole packages in cm³ and grams, as
 * every container does (container-totals.ts).
 */

export interface Room {
  cm3: number;
  grams: number;
}

export const roomOf = (container: { freeCbm: number; freeKg: number }): Room => ({
  cm3: Math.round(container.freeCbm * 1e6),
  grams: Math.round(container.freeKg * 1000),
});

/** What the whole open quantity of these lines loads. */
export function loadOfLines(lines: readonly SpareCandidate[]): Room {
  let cm3 = 0;
  let grams = 0;
  for (const line of lines) {
    const load = lineLoad(line.plannableQty, line);
    cm3 += load.cm3;
    grams += load.grams;
  }
  return { cm3, grams };
}

/** The lines, in the order given (by RDD), whose whole open quantity still fits one after the other. */
export function linesThatFit(lines: readonly SpareCandidate[], room: Room): number[] {
  const chosen: number[] = [];
  let { cm3, grams } = room;
  for (const line of lines) {
    const load = lineLoad(line.plannableQty, line);
    if (load.cm3 <= cm3 && load.grams <= grams) {
      chosen.push(line.id);
      cm3 -= load.cm3;
      grams -= load.grams;
    }
  }
  return chosen;
}

/** The workbench with these open lines selected once they have loaded (its `lines=` parameter). */
export const workbenchLink = (poLineIds: readonly number[]) =>
  `/arrange/preArrange?lines=${poLineIds.join(',')}`;
