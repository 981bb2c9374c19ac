// `npx tsx bench/planner-bounds.ts [dir]`: the planner's lower bounds (issue 21) on the classic
// bin-packing instances with proven optima (../shared/bench/bin-packing, README there). Prints
// one JSON line per instance: {bench, set, instance, opt, l2, vector, lp, ms}; the tally of
// bounds equal to the optimum goes to stderr.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  classesOfSizes,
  classesOfVectors,
  createBoundSolver,
  martelloTothL2,
  vectorBound,
  type VectorItemClass,
} from '@lading/planner';

interface Instance {
  name: string;
  capacity?: number;
  capacities?: number[];
  opt: number;
  sizes: number[] | number[][];
}

const dir = process.argv[2] ?? join(import.meta.dirname, '../../shared/bench/bin-packing');
const solver = await createBoundSolver();
const tally = { instances: 0, l2: 0, lp: 0, lpWithinOne: 0, notConverged: 0 };

for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const { set, dims, instances } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    set: string;
    dims: number;
    instances: Instance[];
  };
  for (const instance of instances) {
    const started = performance.now();
    let items: VectorItemClass[];
    let capacity: number[];
    let l2: number;
    if (dims === 1) {
      const classes = classesOfSizes(instance.sizes as number[]);
      capacity = [instance.capacity!];
      items = classes.map((item) => ({ sizes: [item.size], count: item.count }));
      l2 = martelloTothL2(classes, instance.capacity!);
    } else {
      capacity = instance.capacities!;
      items = classesOfVectors(instance.sizes as number[][]);
      l2 = vectorBound(items, capacity);
    }
    const lp = solver.gilmoreGomoryBound(items, capacity, {
      timeLimitMs: 10_000,
      now: () => performance.now(),
    });
    const ms = Math.round(performance.now() - started);
    tally.instances++;
    if (l2 === instance.opt) tally.l2++;
    if (Math.max(l2, lp.bound) === instance.opt) tally.lp++;
    if (Math.max(l2, lp.bound) >= instance.opt - 1) tally.lpWithinOne++;
    if (!lp.converged) tally.notConverged++;
    console.log(
      JSON.stringify({
        bench: 'planner.bounds',
        set,
        instance: instance.name,
        opt: instance.opt,
        l2,
        lp: lp.bound,
        lpValue: Number(lp.lpValue.toFixed(4)),
        iterations: lp.iterations,
        converged: lp.converged,
        ms,
      }),
    );
  }
}
console.error(
  `planner.bounds: ${tally.instances} instances; L2 = opt on ${tally.l2}, best = opt on ${tally.lp}, within one on ${tally.lpWithinOne}; LP not converged on ${tally.notConverged}`,
);
