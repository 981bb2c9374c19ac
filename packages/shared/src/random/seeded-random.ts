/**
 * mulberry32: a small seeded generator of numbers in [0, 1), the same sequence on every
 * machine. The one source of repeatable randomness: the planner's search (seeded from a
 * group's data), the demo data, the benches' generated data and the tests' instances.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number in [low, high], drawn from `random`. */
export const randomBetween = (random: () => number, low: number, high: number): number =>
  low + Math.floor(random() * (high - low + 1));

/** A shuffled copy (Fisher–Yates) drawn from `random`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
