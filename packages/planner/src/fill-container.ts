import type { Part } from './assemble-plan';
import { fillOf, type ContainerCapacity, type Load } from './container-types';
import { comparePieces, type Piece } from './plan-groups';

/** A line still (partly) to be planned: `left` packages of it. */
export interface Work {
  piece: Piece;
  left: number;
}

/**
 * Containers' worth of lines, in RDD order, a container chooses its whole lines from: first
 * the nearest two, then further while it is still short of its target.
 */
const REACH = [2, 4, 8, Number.POSITIVE_INFINITY];
/** Swap rounds per container: each trades a chosen line for a bigger one that still fits. */
const SWAP_ROUNDS = 8;

export const loadOfWork = (work: Work): Load => ({
  cm3: work.left * work.piece.cm3,
  grams: work.left * work.piece.grams,
});

interface Selection extends Load {
  chosen: Work[];
}

const sizeOf = (work: Work, capacity: ContainerCapacity) => fillOf(capacity, loadOfWork(work));

function bySizeDesc(works: Work[], capacity: ContainerCapacity): Work[] {
  const sizes = new Map(works.map((work) => [work, sizeOf(work, capacity)]));
  return [...works].sort(
    (a, b) => sizes.get(b)! - sizes.get(a)! || comparePieces(a.piece, b.piece),
  );
}

/** Adds, biggest first, every whole line that still fits; returns those that did not. */
function addWhole(selection: Selection, candidates: Work[], capacity: ContainerCapacity): Work[] {
  const left: Work[] = [];
  for (const work of candidates) {
    const cm3 = selection.cm3 + work.left * work.piece.cm3;
    const grams = selection.grams + work.left * work.piece.grams;
    if (cm3 <= capacity.cm3 && grams <= capacity.grams) {
      selection.chosen.push(work);
      selection.cm3 = cm3;
      selection.grams = grams;
    } else {
      left.push(work);
    }
  }
  return left;
}

/**
 * Greedy filling leaves a gap smaller than the lines that were left out; trading a chosen line
 * for a bigger left-out one that fits the gap closes much of it without splitting anything.
 */
function improveBySwaps(
  selection: Selection,
  candidates: Work[],
  capacity: ContainerCapacity,
  pinned: number,
): Work[] {
  let open = candidates;
  for (let round = 0; round < SWAP_ROUNDS && open.length > 0; round++) {
    const fill = fillOf(capacity, selection);
    let best: { out: number; in: number; fill: number } | undefined;
    for (let i = pinned; i < selection.chosen.length; i++) {
      const out = loadOfWork(selection.chosen[i]!);
      for (let j = 0; j < open.length; j++) {
        const load = loadOfWork(open[j]!);
        const cm3 = selection.cm3 - out.cm3 + load.cm3;
        const grams = selection.grams - out.grams + load.grams;
        if (cm3 > capacity.cm3 || grams > capacity.grams) continue;
        const next = fillOf(capacity, { cm3, grams });
        if (next > fill && (!best || next > best.fill)) best = { out: i, in: j, fill: next };
      }
    }
    if (!best) break;
    const leaving = selection.chosen[best.out]!;
    const entering = open[best.in]!;
    selection.chosen[best.out] = entering;
    selection.cm3 += entering.left * entering.piece.cm3 - leaving.left * leaving.piece.cm3;
    selection.grams += entering.left * entering.piece.grams - leaving.left * leaving.piece.grams;
    open = addWhole(
      selection,
      bySizeDesc([...open.filter((work) => work !== entering), leaving], capacity),
      capacity,
    );
  }
  return open;
}

/** The split that fills the gap best: as many whole packages of one line as fit. */
function topUp(selection: Selection, open: Work[], capacity: ContainerCapacity): Part | null {
  const gapCm3 = capacity.cm3 - selection.cm3;
  const gapGrams = capacity.grams - selection.grams;
  let best: { part: Part; fill: number } | undefined;
  for (const work of open) {
    const byGrams = work.piece.grams > 0 ? Math.floor(gapGrams / work.piece.grams) : work.left;
    const packages = Math.min(work.left, Math.floor(gapCm3 / work.piece.cm3), byGrams);
    if (packages < 1) continue;
    const fill = fillOf(capacity, {
      cm3: selection.cm3 + packages * work.piece.cm3,
      grams: selection.grams + packages * work.piece.grams,
    });
    if (!best || fill > best.fill) best = { part: { piece: work.piece, packages }, fill };
  }
  return best ? best.part : null;
}

/**
 * Chooses what one container of `capacity` carries from `window` (lines in RDD order whose RDDs
 * may share it). Whole lines first, from the earliest RDDs; only when that leaves the container
 * below `target` (the fill the rest of the group needs) does it reach further, and only then
 * does it split one line to top the container up.
 */
export function fillContainer(window: Work[], capacity: ContainerCapacity, target: number): Part[] {
  // The anchor (earliest RDD) always boards when it fits: a window whose early lines were left
  // behind would end in a container of stragglers that later RDDs cannot join.
  const selection: Selection = { chosen: [], cm3: 0, grams: 0 };
  const pinned = addWhole(selection, window.slice(0, 1), capacity).length === 0 ? 1 : 0;
  let open: Work[] = pinned ? [] : [window[0]!];
  let cut = 1;
  let worth = sizeOf(window[0]!, capacity);
  // Reach further in RDD order only while the container is short of the target, so the
  // window is used up from its early end and its late lines stay free to join later ones.
  for (const reach of REACH) {
    const from = cut;
    for (; cut < window.length && worth < reach; cut++) worth += sizeOf(window[cut]!, capacity);
    // first fit in RDD order: a line left out here would become a straggler of its window
    const added = addWhole(selection, window.slice(from, cut), capacity);
    open = improveBySwaps(selection, bySizeDesc([...open, ...added], capacity), capacity, pinned);
    if (fillOf(capacity, selection) >= target || cut === window.length) break;
  }
  const parts: Part[] = selection.chosen.map((work) => ({
    piece: work.piece,
    packages: work.left,
  }));
  if (fillOf(capacity, selection) < target) {
    const split = topUp(selection, [...open, ...window.slice(cut)], capacity);
    if (split) parts.push(split);
  }
  return parts;
}
