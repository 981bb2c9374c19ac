import { capacityFor, type ContainerCapacity, type Load } from './container-types';
import { type ContainerLine, type PlanContext, type PlannedContainer } from './plan-types';
import { lineLoad as packedLoad } from '@lading/shared';
import { cm3ToCbm, dayNumber, gramsToKg } from './units';

/** spec §9 utilization bands: above 95%, 90%–95%, below 90%. */
export type UtilizationBand = 'high' | 'mid' | 'low';

/**
 * spec §4: a container is empty, full or overloaded; between empty and full (under the
 * utilization target) it is partial — the containers one-click merge gathers.
 */
export type ContainerState = 'empty' | 'partial' | 'full' | 'overloaded';

export interface ContainerMetrics {
  packages: number;
  cbm: number;
  kg: number;
  usableCbm: number;
  /** The lower of the type's rating and the destination's loading limit. */
  maxPayloadKg: number;
  /** Fractions of the usable CBM and of the payload (1 = 100%). */
  cbmUtilization: number;
  kgUtilization: number;
  /** The tighter of the two: what the band and the state are read from. */
  utilization: number;
  band: UtilizationBand;
  state: ContainerState;
  overCbm: boolean;
  overKg: boolean;
  /** Days between the earliest and the latest RDD on board (0 when empty). */
  rddSpanDays: number;
}

/** A line's load: the shared rule (whole packages in cm³ and grams) the server totals by. */
export const lineLoad = (line: ContainerLine): Load & { packages: number } =>
  packedLoad(line.qty, {
    packageCbm: line.packageCbm,
    packageGrossKg: line.packageKg,
    piecesPerPackage: line.piecesPerPackage,
  });

export function containerLoad(lines: readonly ContainerLine[]): Load & { packages: number } {
  const total = { packages: 0, cm3: 0, grams: 0 };
  for (const line of lines) {
    const load = lineLoad(line);
    total.packages += load.packages;
    total.cm3 += load.cm3;
    total.grams += load.grams;
  }
  return total;
}

export function rddSpanDays(lines: readonly ContainerLine[]): number {
  const days = lines.map((line) => dayNumber(line.rdd)).filter((day) => day !== null);
  return days.length === 0 ? 0 : Math.max(...days) - Math.min(...days);
}

/** The capacity of a container's type for its destination; a type not in the context throws. */
export function containerCapacity(
  container: Pick<PlannedContainer, 'containerType' | 'destination'>,
  context: PlanContext,
): ContainerCapacity {
  const type = context.containerTypes.find((t) => t.code === container.containerType);
  if (!type) throw new RangeError(`unknown container type ${container.containerType}`);
  return capacityFor(type, container.destination, context);
}

/** A share of a capacity at or above pct %, in integers: 95.0000001% is not "95%". */
const atLeast = (load: Load, capacity: ContainerCapacity, pct: number) =>
  100 * load.cm3 >= pct * capacity.cm3 || 100 * load.grams >= pct * capacity.grams;
const above = (load: Load, capacity: ContainerCapacity, pct: number) =>
  100 * load.cm3 > pct * capacity.cm3 || 100 * load.grams > pct * capacity.grams;

export function bandOf(load: Load, capacity: ContainerCapacity): UtilizationBand {
  if (above(load, capacity, 95)) return 'high';
  return atLeast(load, capacity, 90) ? 'mid' : 'low';
}

export function stateOf(
  load: Load & { packages: number },
  capacity: ContainerCapacity,
): ContainerState {
  if (load.packages === 0) return 'empty';
  if (load.cm3 > capacity.cm3 || load.grams > capacity.grams) return 'overloaded';
  return atLeast(load, capacity, capacity.utilizationTargetPct) ? 'full' : 'partial';
}

/** What the workbench shows per container: totals, utilization, band and state. */
export function containerMetrics(
  container: Pick<PlannedContainer, 'containerType' | 'destination' | 'lines'>,
  context: PlanContext,
): ContainerMetrics {
  const capacity = containerCapacity(container, context);
  const load = containerLoad(container.lines);
  const cbmUtilization = load.cm3 / capacity.cm3;
  const kgUtilization = capacity.grams > 0 ? load.grams / capacity.grams : 0;
  return {
    packages: load.packages,
    cbm: cm3ToCbm(load.cm3),
    kg: gramsToKg(load.grams),
    usableCbm: cm3ToCbm(capacity.cm3),
    maxPayloadKg: gramsToKg(capacity.grams),
    cbmUtilization,
    kgUtilization,
    utilization: Math.max(cbmUtilization, kgUtilization),
    band: bandOf(load, capacity),
    state: stateOf(load, capacity),
    overCbm: load.cm3 > capacity.cm3,
    overKg: load.grams > capacity.grams,
    rddSpanDays: rddSpanDays(container.lines),
  };
}
