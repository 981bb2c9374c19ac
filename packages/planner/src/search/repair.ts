import { addTo, cloneBin, emptyBin, type Bin, type GroupModel } from './model';
import type { SearchClock } from './tabu-search';

/**
 * A small exact repacking (large-neighbourhood step), the search's second move beside the
 * tabu search: a few containers — the emptiest and some others drawn at random — are emptied
 * and their packages packed again, exactly, into one container fewer (bin completion: each
 * container in turn gets a subset of what is left, fullest first, as long as the waste so far
 * leaves room for the rest). Where the optimum has every container exactly full (the 2-D
 * triplets, Scholl's tight instances) swaps of one or two packages rarely find the last
 * combination; a search over all the packages of a handful of containers does.
 */

/** Knapsack and completion nodes per repair try. */
const NODE_LIMIT = 20_000;
/** At most this many packages in one repacking: the exact search grows fast with it. */
const MAX_PACKAGES = 72;
const CLOCK_EVERY_NODES = 2_048;
/** Guided picks (`completing`) per repair try, before the random ones. */
const GUIDED_PICKS = 2;
/** Candidate completions looked at per guided pick. */
const COMPLETION_CANDIDATES = 64;

/**
 * Two other containers worth repacking with the chosen (wasteful) ones: a package p of a chosen
 * container, q of another and r of a third with p + q + r exactly a container's capacity in
 * both resources — the combination a triple-tight optimum needs and random picks rarely hit.
 * Empty when there is none.
 */
function completing(
  model: GroupModel,
  bins: readonly Bin[],
  chosen: ReadonlySet<number>,
  random: () => number,
): number[] {
  // the chosen packages without an exact completion among the chosen ones ("orphans")
  const pool: number[] = [];
  const inPool = new Map<string, number>();
  const cap = bins[[...chosen][0]!]!.capacity;
  for (const b of chosen) {
    bins[b]!.kinds.forEach((k, at) => {
      const kind = model.kinds[k]!;
      const key = `${kind.cm3}/${kind.grams}`;
      inPool.set(key, (inPool.get(key) ?? 0) + bins[b]!.counts[at]!);
      pool.push(k);
    });
  }
  if (pool.length === 0) return [];
  const orphans = pool.filter((k) => {
    const a = model.kinds[k]!;
    return !pool.some((l) => {
      const q = model.kinds[l]!;
      const key = `${cap.cm3 - a.cm3 - q.cm3}/${cap.grams - a.grams - q.grams}`;
      const n = inPool.get(key) ?? 0;
      const used = (l === k ? 1 : 0) + 1;
      // (rough: enough copies of that size besides the two already used)
      return n >= (key === `${a.cm3}/${a.grams}` || key === `${q.cm3}/${q.grams}` ? used + 1 : 1);
    });
  });
  const from = orphans.length > 0 ? orphans : pool;
  const p = model.kinds[from[Math.floor(random() * from.length)]!]!;
  // exact size → the bins (not chosen) holding a package of that size
  const bySize = new Map<string, number[]>();
  bins.forEach((bin, b) => {
    if (chosen.has(b)) return;
    for (const k of bin.kinds) {
      const kind = model.kinds[k]!;
      const key = `${kind.cm3}/${kind.grams}`;
      const list = bySize.get(key);
      if (list) list.push(b);
      else bySize.set(key, [b]);
    }
  });
  const found: Array<[number, number]> = [];
  for (let b = 0; b < bins.length && found.length < COMPLETION_CANDIDATES; b++) {
    if (chosen.has(b)) continue;
    for (const k of bins[b]!.kinds) {
      const q = model.kinds[k]!;
      const cm3 = cap.cm3 - p.cm3 - q.cm3;
      const grams = cap.grams - p.grams - q.grams;
      if (cm3 <= 0 || grams < 0) continue;
      const holders = bySize.get(`${cm3}/${grams}`);
      if (!holders) continue;
      const r = holders.find((h) => h !== b);
      if (r !== undefined) found.push([b, r]);
    }
  }
  if (found.length === 0) return [];
  return found[Math.floor(random() * found.length)]!;
}

/** One repair try on `bins`; the new bins (one fewer) when it worked, else null. */
export function repairOnce(
  model: GroupModel,
  bins: readonly Bin[],
  clock: SearchClock,
  random: () => number,
): Bin[] | null {
  const B = bins.length;
  if (B < 2) return null;
  // most waste first (both resources: a container full in volume may have weight to spare)
  const waste = bins.map(
    (bin) =>
      (bin.capacity.cm3 - bin.cm3) / model.refCm3 +
      (bin.capacity.grams - bin.grams) / model.refGrams,
  );
  const byFill = bins.map((_, b) => b).sort((a, b) => waste[b]! - waste[a]! || a - b);
  // the emptiest, until dropping one leaves room for the load (they hold the waste that must
  // go), then some others drawn at random
  const chosen = new Set<number>();
  let packages = 0;
  let freeCm3 = 0;
  let freeGrams = 0;
  let biggestCm3 = 0;
  let biggestGrams = 0;
  const take = (b: number) => {
    const bin = bins[b]!;
    chosen.add(b);
    packages += bin.counts.reduce((sum, c) => sum + c, 0);
    freeCm3 += bin.capacity.cm3 - bin.cm3;
    freeGrams += bin.capacity.grams - bin.grams;
  };
  for (const b of byFill) {
    if (chosen.size >= 2 && freeCm3 >= biggestCm3 && freeGrams >= biggestGrams) break;
    take(b);
    // the emptiest chosen is dropped: at worst a container as big as any chosen
    biggestCm3 = Math.max(biggestCm3, bins[byFill[0]!]!.capacity.cm3);
    biggestGrams = Math.max(biggestGrams, bins[byFill[0]!]!.capacity.grams);
  }
  const extra = 1 + Math.floor(random() * 6);
  let added = 0;
  for (let g = 0; g < GUIDED_PICKS; g++) {
    for (const b of completing(model, bins, chosen, random)) {
      take(b);
      added++;
    }
  }
  for (let tries = 0; added < extra && tries < 3 * B && chosen.size < B; tries++) {
    const b = Math.floor(random() * B);
    if (chosen.has(b)) continue;
    const n = bins[b]!.counts.reduce((sum, c) => sum + c, 0);
    if (added > 0 && packages + n > MAX_PACKAGES) break;
    take(b);
    added++;
  }
  if (chosen.size < 2) return null;
  const subset = [...chosen].sort((a, b) => waste[b]! - waste[a]! || a - b);
  const targets = subset
    .slice(1)
    .map((b) => bins[b]!.capacity)
    .sort((a, b) => b.cm3 - a.cm3 || b.grams - a.grams || a.cost - b.cost);

  const left = new Map<number, number>();
  let loadCm3 = 0;
  let loadGrams = 0;
  for (const b of subset) {
    const bin = bins[b]!;
    bin.kinds.forEach((k, at) => left.set(k, (left.get(k) ?? 0) + bin.counts[at]!));
    loadCm3 += bin.cm3;
    loadGrams += bin.grams;
  }
  let capCm3 = 0;
  let capGrams = 0;
  for (const t of targets) {
    capCm3 += t.cm3;
    capGrams += t.grams;
  }
  if (capCm3 < loadCm3 || capGrams < loadGrams) return null;
  // biggest first (kind index order is by size)
  const kinds = [...left.keys()].sort((a, b) => a - b);
  const counts = kinds.map((k) => left.get(k)!);
  const K = kinds.length;
  const sameFrom = targets.map((t, j) =>
    targets.slice(j).every((u) => u.cm3 === t.cm3 && u.grams === t.grams),
  );
  const window = model.windowDays;
  const contents: number[][] = targets.map(() => new Array<number>(K).fill(0));
  let nodes = 0;
  let remaining = packages;
  let stop = false;
  // exact sizes → kind positions, and the smallest sizes, for exact fills (below)
  const bySize = new Map<string, number[]>();
  let minCm3 = Number.POSITIVE_INFINITY;
  let minGrams = Number.POSITIVE_INFINITY;
  kinds.forEach((k, i) => {
    const kind = model.kinds[k]!;
    const key = `${kind.cm3}/${kind.grams}`;
    const list = bySize.get(key);
    if (list) list.push(i);
    else bySize.set(key, [i]);
    minCm3 = Math.min(minCm3, kind.cm3);
    minGrams = Math.min(minGrams, kind.grams);
  });

  const fill = (j: number, slackCm3: number, slackGrams: number): boolean => {
    if (remaining === 0) return true;
    if (j === targets.length) return false;
    const cap = targets[j]!;
    // what is still unpacked, from index i on, for the pruning
    const restCm3 = new Float64Array(K + 1);
    const restGrams = new Float64Array(K + 1);
    for (let i = K - 1; i >= 0; i--) {
      const kind = model.kinds[kinds[i]!]!;
      restCm3[i] = restCm3[i + 1]! + counts[i]! * kind.cm3;
      restGrams[i] = restGrams[i + 1]! + counts[i]! * kind.grams;
    }
    // identical containers from here on: the biggest package left goes in this one
    let forced = -1;
    if (sameFrom[j]) forced = counts.findIndex((c) => c > 0);
    const mine = contents[j]!;
    // no slack at all: this container must end exactly full in both resources
    const exact = slackCm3 === 0 && slackGrams === 0;
    /** This container is done with `placed` packages; the next ones take the rest. */
    const close = (placed: number, slackCm3Now: number, slackGramsNow: number): boolean => {
      remaining -= placed;
      const done = fill(j + 1, slackCm3Now, slackGramsNow);
      remaining += placed;
      return done;
    };
    const subsetOf = (
      i: number,
      cm3: number,
      grams: number,
      min: number,
      max: number,
      placed: number,
    ): boolean => {
      if (stop) return false;
      if (++nodes > NODE_LIMIT || (nodes % CLOCK_EVERY_NODES === 0 && clock.expired())) {
        stop = true;
        return false;
      }
      // even with all that is left this container wastes more than the slack allows
      if (cap.cm3 - Math.min(cap.cm3, cm3 + restCm3[i]!) > slackCm3) return false;
      if (cap.grams - Math.min(cap.grams, grams + restGrams[i]!) > slackGrams) return false;
      if (exact && i > forced && i < K) {
        // What is left to fill is looked up instead of searched for: a container with room
        // for one package exactly that size is closed with it at once, and one without room for
        // two more packages has no other way to end full.
        const roomCm3 = cap.cm3 - cm3;
        const roomGrams = cap.grams - grams;
        if (roomCm3 === 0 && roomGrams === 0) return close(placed, slackCm3, slackGrams);
        const e = bySize.get(`${roomCm3}/${roomGrams}`)?.find((at) => at >= i && counts[at]! > 0);
        if (e !== undefined) {
          const day = model.kinds[kinds[e]!]!.day;
          if (
            window === Number.POSITIVE_INFINITY ||
            Math.max(max, day) - Math.min(min, day) <= window
          ) {
            counts[e]! -= 1;
            mine[e]! += 1;
            const done = close(placed + 1, slackCm3, slackGrams);
            counts[e]! += 1;
            if (done) return true;
            mine[e]! -= 1;
            if (stop) return false;
          }
        }
        if (roomCm3 < 2 * minCm3 || roomGrams < 2 * minGrams) return false;
      }
      if (i === K) {
        if (placed === 0) return false;
        remaining -= placed;
        const done = fill(j + 1, slackCm3 - (cap.cm3 - cm3), slackGrams - (cap.grams - grams));
        remaining += placed;
        return done;
      }
      const kind = model.kinds[kinds[i]!]!;
      const lo = Math.min(min, kind.day);
      const hi = Math.max(max, kind.day);
      let most = 0;
      if (counts[i]! > 0 && (window === Number.POSITIVE_INFINITY || hi - lo <= window)) {
        most = Math.min(
          counts[i]!,
          Math.floor((cap.cm3 - cm3) / kind.cm3),
          kind.grams > 0 ? Math.floor((cap.grams - grams) / kind.grams) : counts[i]!,
        );
      }
      const least = i === forced ? 1 : 0;
      for (let m = most; m >= least; m--) {
        counts[i]! -= m;
        mine[i] = m;
        const done = subsetOf(
          i + 1,
          cm3 + m * kind.cm3,
          grams + m * kind.grams,
          m > 0 ? lo : min,
          m > 0 ? hi : max,
          placed + m,
        );
        counts[i]! += m;
        if (done) return true;
        mine[i] = 0;
        if (stop) return false;
      }
      return false;
    };
    return subsetOf(0, 0, 0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0);
  };

  const ok = fill(0, capCm3 - loadCm3, capGrams - loadGrams);
  if (!ok) return null;
  const out: Bin[] = [];
  bins.forEach((bin, b) => {
    if (!chosen.has(b)) out.push(cloneBin(bin));
  });
  targets.forEach((capacity, j) => {
    const bin = emptyBin(capacity);
    contents[j]!.forEach((n, i) => {
      if (n > 0) addTo(model, bin, kinds[i]!, n);
    });
    if (bin.kinds.length > 0) out.push(bin);
  });
  return out;
}
