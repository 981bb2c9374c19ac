// `npm run bench:planner`: the container planner (QUALITY.md: 5,000 open lines, 2 container
// types, 10 groups → ≤ 200 ms; containers ≤ lower bound + 1 per group; no overload). Builds
// its instances from fixed seeds (100, 1,000 and 5,000 lines; light and dense cargo) and prints
// one JSON line per instance and algorithm: the planner ("lading") and plain first-fit
// decreasing ("ffd") on the same instance in the same run. Goal verdicts go to stderr.
import {
  lowerBounds,
  planContainers,
  planFirstFitDecreasing,
  summarizePlan,
  type ContainerType,
  type LoadingLimit,
  type Plan,
  type PlanInput,
  type PlanLine,
} from '@lading/planner';
import { seededRandom } from '@lading/shared';

/** mulberry32 (the shared seeded generator), so every run builds the same data. */
const prng = seededRandom;

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOADING_POINTS = ['Ningbo', 'Shenzhen'];
/** Max payload in kg per destination (the demo seed's loading limits). */
const LIMITS: Record<string, [number, number]> = {
  NG: [26_000, 26_500],
  KE: [24_000, 24_000],
  MZ: [26_000, 24_000],
  TZ: [24_000, 24_000],
  ZA: [26_500, 24_000],
};
const CONTAINER_TYPES: ContainerType[] = [
  { code: '40HQ', usableCbm: 68, maxPayloadKg: 26_500, pallets: 24, cost: 1.5 },
  { code: '20GP', usableCbm: 28, maxPayloadKg: 28_200, pallets: 10, cost: 1 },
];
const LOADING_LIMITS: LoadingLimit[] = Object.entries(LIMITS).flatMap(([destination, kg]) => [
  { destination, containerType: '40HQ', maxPayloadKg: kg[0] },
  { destination, containerType: '20GP', maxPayloadKg: kg[1] },
]);
const PIECES_PER_PACKAGE = [1, 1, 2, 4, 6, 10, 12, 20];
/** m³ per package and kg per m³: cartons of lamps and panels, or of batteries and cable. */
const CARGO = {
  light: { cbm: [0.04, 0.3], density: [80, 200] },
  dense: { cbm: [0.01, 0.06], density: [300, 700] },
} as const;
const DAY0 = Date.UTC(2027, 0, 4);

function instance(lines: number, cargo: keyof typeof CARGO, seed: number): PlanInput {
  const random = prng(seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const groups = LOADING_POINTS.flatMap((lp) => Object.keys(LIMITS).map((d) => [lp, d]));
  const out: PlanLine[] = [];
  for (let i = 1; i <= lines; i++) {
    const [loadingPoint, destination] = pick(groups)!;
    const piecesPerPackage = pick(PIECES_PER_PACKAGE);
    // mostly 1–80 packages; one line in 50 is a big order of 300–1,200
    const packages =
      random() < 0.02 ? Math.floor(between(300, 1_200)) : 1 + Math.floor(random() * 80);
    const short = random() < 0.3 ? Math.floor(random() * piecesPerPackage) : 0;
    const { cbm, density } = CARGO[cargo];
    const packageCbm = Math.round(between(cbm[0], cbm[1]) * 1_000) / 1_000;
    out.push({
      id: `L${String(i).padStart(5, '0')}`,
      plannableQty: Math.max(1, packages * piecesPerPackage - short),
      piecesPerPackage,
      packageCbm,
      packageKg: Math.round(packageCbm * between(density[0], density[1]) * 10) / 10,
      rdd: new Date(DAY0 + Math.floor(random() * 90) * 86_400_000).toISOString().slice(0, 10),
      loadingPoint: loadingPoint!,
      destination: destination!,
      supplier: `S${1 + Math.floor(random() * 20)}`,
    });
  }
  return { lines: out, containerTypes: CONTAINER_TYPES, loadingLimits: LOADING_LIMITS };
}

function timed(run: () => Plan): { plan: Plan; ms: number } {
  let plan = run(); // warm-up, and the plan the figures describe
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    plan = run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { plan, ms: times[Math.floor(times.length / 2)]! };
}

/**
 * The fewest 30-day RDD windows that cover a group's RDDs: no container spans more than one, so
 * a group needs at least this many containers whatever their load (the lower bound ignores it).
 */
function rddWindows(input: PlanInput, loadingPoint: string, destination: string): number {
  const days = input.lines
    .filter((line) => line.loadingPoint === loadingPoint && line.destination === destination)
    .map((line) => Date.parse(line.rdd) / 86_400_000)
    .sort((a, b) => a - b);
  let windows = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const day of days) {
    if (day > end) {
      windows++;
      end = day + 30;
    }
  }
  return windows;
}

const algorithms = { lading: planContainers, ffd: planFirstFitDecreasing } as const;
const goals: string[] = [];
let seed = 1;
for (const size of [100, 1_000, 5_000]) {
  for (const cargo of ['light', 'dense'] as const) {
    const input = instance(size, cargo, seed++);
    const name = `${size}-${cargo}`;
    const bounds = lowerBounds(input);
    const splits: Record<string, number> = {};
    for (const [algo, plan] of Object.entries(algorithms)) {
      const { plan: result, ms } = timed(() => plan(input));
      const summary = summarizePlan(result, input, 30);
      splits[algo] = summary.splits;
      console.log(
        JSON.stringify({
          bench: 'planner',
          algo,
          instance: name,
          lines: size,
          groups: bounds.length,
          containers: summary.containers,
          lower_bound: bounds.reduce((sum, group) => sum + group.lowerBound, 0),
          splits: summary.splits,
          overloaded: summary.overloaded,
          utilization: Math.round(summary.utilization * 1_000) / 1_000,
          ms: Math.round(ms * 10) / 10,
        }),
      );
      let over = 0;
      let overWindows = 0;
      for (const group of bounds) {
        const count = result.containers.filter(
          (c) => c.loadingPoint === group.loadingPoint && c.destination === group.destination,
        ).length;
        const windows = rddWindows(input, group.loadingPoint, group.destination);
        if (count > group.lowerBound + 1) over++;
        if (count > Math.max(group.lowerBound, windows) + 1) overWindows++;
      }
      goals.push(
        `${algo} ${name}: overloaded ${summary.overloaded}; groups over lower bound + 1: ${over}` +
          ` (over max(lower bound, RDD windows) + 1: ${overWindows})` +
          (algo === 'lading' ? `; ${Math.round(ms)} ms ${ms <= 200 ? '≤' : '>'} 200` : ''),
      );
    }
    const fewer = splits.lading! < splits.ffd!;
    goals.push(
      `${name}: splits ${splits.lading} vs ffd ${splits.ffd} (${fewer ? '' : 'NOT '}fewer)`,
    );
  }
}
for (const goal of goals) console.error(goal);
