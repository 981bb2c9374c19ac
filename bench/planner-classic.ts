// `npm run bench:planner-classic`: the planner on classic bin-packing instances with proven
// optima (../shared/bench/bin-packing/*.json, see its README), through the public API only.
// Each item is one PO line of one package; one container type whose CBM (and, in 2-D, payload)
// is the bin capacity; everything else equal (one RDD, one group, one supplier). Items are
// shuffled with a fixed seed first (the files' order gives the answer away). Prints one JSON
// line per instance and one per set; BENCH_BUDGET_MS (default 2,500) is the search budget.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groupBounds, improvePlan, packagesFor, type PlanInput } from '@lading/planner';
import { seededRandom, shuffled } from '@lading/shared';
import {
  classicInput,
  type ClassicInstance,
} from '../packages/planner/src/testing/classic-instances';

interface Instance {
  name: string;
  capacity?: number;
  capacities?: [number, number];
  n: number;
  opt: number;
  sizes: Array<number | [number, number]>;
}

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../shared/bench/bin-packing');
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 2_500);
const ONLY = process.env.BENCH_SET;

/**
 * An integer size s becomes s / 1000 m³ (s cm³ × 1000) and, in 2-D, s kg (classicInput: the
 * planner's whole cm³ and grams are then exactly 1000 × s — checked below, not assumed). The
 * items are shuffled with a fixed seed first.
 */
function inputOf(instance: Instance): PlanInput {
  const classic: ClassicInstance = instance.capacities
    ? {
        name: instance.name,
        capacity: instance.capacities,
        opt: instance.opt,
        sizes: shuffled(instance.sizes as [number, number][], seededRandom(21)),
      }
    : {
        name: instance.name,
        capacity: instance.capacity!,
        opt: instance.opt,
        sizes: shuffled(instance.sizes as number[], seededRandom(21)),
      };
  return classicInput(classic, (index) => `L${String(index + 1).padStart(4, '0')}`);
}

/** The planner's integer units must be exactly 1000 × the instance's integers. */
function checkExact(instance: Instance, input: PlanInput): void {
  const cm3 = (cbm: number) => Math.ceil(cbm * 1_000_000 - 1e-6);
  const capacity = Math.floor(input.containerTypes[0]!.usableCbm * 1_000_000 + 1e-6);
  const volumeCap = instance.capacities?.[0] ?? instance.capacity!;
  if (capacity !== volumeCap * 1_000) throw new Error(`${instance.name}: capacity not exact`);
  for (const line of input.lines) {
    if (cm3(line.packageCbm) !== Math.round(line.packageCbm * 1_000) * 1_000) {
      throw new Error(`${instance.name}: size not exact`);
    }
    if (packagesFor(line.plannableQty, line.piecesPerPackage) !== 1) throw new Error('one package');
  }
}

const files = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .sort();
for (const file of files) {
  const data = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as {
    set: string;
    instances: Instance[];
  };
  if (ONLY && data.set !== ONLY) continue;
  let atOpt = 0;
  let withinOne = 0;
  let worst = 0;
  let slowest = 0;
  for (const instance of data.instances) {
    const input = inputOf(instance);
    checkExact(instance, input);
    const result = improvePlan(input, {
      budgetMs: BUDGET_MS,
      bound: (group) => groupBounds(group).best,
    });
    const got = result.plan.containers.length;
    const lost = input.lines.length - result.plan.containers.flatMap((c) => c.lines).length;
    if (lost !== 0 || result.plan.unplanned.length > 0) throw new Error(`${instance.name}: lost`);
    const ms = Math.round(result.ms);
    if (got === instance.opt) atOpt++;
    if (got <= instance.opt + 1) withinOne++;
    worst = Math.max(worst, got - instance.opt);
    slowest = Math.max(slowest, ms);
    console.log(
      JSON.stringify({
        bench: 'planner.classic',
        set: data.set,
        instance: instance.name,
        opt: instance.opt,
        got,
        bound: result.groups[0]?.lowerBound,
        stop: result.stop,
        ms,
      }),
    );
  }
  console.log(
    JSON.stringify({
      bench: 'planner.classic.set',
      set: data.set,
      instances: data.instances.length,
      at_optimum: atOpt,
      within_1: withinOne,
      worst: `+${worst}`,
      slowest_ms: slowest,
    }),
  );
}
