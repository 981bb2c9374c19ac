import { DEFAULT_PLAN_OPTIONS, type ContainerType, type PlanContext } from './plan-types';
import { capacityCm3, capacityGrams } from './units';

/**
 * Relative freight of the spec's two sizes when the caller has no rates of its own: a 40HQ
 * costs about 1.5× a 20GP on the routes to Africa while it holds 2.4× the volume, so the
 * planner fills 40HQs and finishes a group with a 20GP when the rest fits one (DOMAIN).
 */
export const STANDARD_CONTAINER_COSTS: Readonly<Record<string, number>> = {
  '40HQ': 1.5,
  '20GP': 1,
};

/** A container type as it can be loaded for one destination, in whole cm³ and grams. */
export interface ContainerCapacity {
  code: string;
  cost: number;
  cm3: number;
  /** The lower of the type's rating and the destination's loading limit. */
  grams: number;
  utilizationTargetPct: number;
}

export interface Load {
  cm3: number;
  grams: number;
}

const usable = (type: ContainerType): boolean =>
  Number.isFinite(type.usableCbm) &&
  type.usableCbm > 0 &&
  Number.isFinite(type.maxPayloadKg) &&
  type.maxPayloadKg > 0 &&
  Number.isFinite(type.cost) &&
  type.cost > 0;

export function capacityFor(
  type: ContainerType,
  destination: string,
  context: PlanContext,
): ContainerCapacity {
  let kg = type.maxPayloadKg;
  for (const limit of context.loadingLimits ?? []) {
    if (limit.destination === destination && limit.containerType === type.code) {
      kg = Math.min(kg, limit.maxPayloadKg);
    }
  }
  return {
    code: type.code,
    cost: type.cost,
    cm3: capacityCm3(type.usableCbm),
    grams: Math.max(0, capacityGrams(kg)),
    // the planner's own choice for this plan, else the type's reference value
    utilizationTargetPct:
      context.options?.utilizationTargetPct ??
      type.utilizationTargetPct ??
      DEFAULT_PLAN_OPTIONS.utilizationTargetPct,
  };
}

/** The usable container types for a destination, biggest first (then by code: deterministic). */
export function capacitiesFor(destination: string, context: PlanContext): ContainerCapacity[] {
  return context.containerTypes
    .filter(usable)
    .map((type) => capacityFor(type, destination, context))
    .filter((capacity) => capacity.grams > 0)
    .sort((a, b) => b.cm3 - a.cm3 || b.grams - a.grams || compareText(a.code, b.code));
}

export const holds = (capacity: ContainerCapacity, load: Load): boolean =>
  load.cm3 <= capacity.cm3 && load.grams <= capacity.grams;

/** How full a load makes a container: the tighter of volume and weight (1 = full). */
export const fillOf = (capacity: ContainerCapacity, load: Load): number =>
  Math.max(load.cm3 / capacity.cm3, load.grams / capacity.grams);

/** The cheapest type that holds the whole load (then the biggest), or undefined. */
export function cheapestHolding(
  capacities: readonly ContainerCapacity[],
  load: Load,
): ContainerCapacity | undefined {
  let best: ContainerCapacity | undefined;
  for (const capacity of capacities) {
    if (holds(capacity, load) && (!best || capacity.cost < best.cost)) best = capacity;
  }
  return best;
}

/** Code-unit order, the same on every machine and locale. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
