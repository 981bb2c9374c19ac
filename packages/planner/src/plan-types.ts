/**
 * What the planner takes and gives. Volumes and weights are per package (the carton as the
 * product's packaging records it, spec §3), because a carton is what is loaded: a line's load is
 * its package count × the package's CBM and gross kg. A line whose quantity is not a multiple of
 * its pieces per package ends in one partial package, which is loaded — and counted — as a whole
 * one.
 */

/** An open PO line to plan (DOMAIN "Shipment planning": plannable = open − planned). */
export interface PlanLine {
  /** The PO line's id, unique in one planning run. */
  id: string;
  /** Pieces still to plan; a positive whole number. */
  plannableQty: number;
  /** Pieces per package (carton); a positive whole number. */
  piecesPerPackage: number;
  /** m³ of one package; above 0. */
  packageCbm: number;
  /** Gross kg of one package; 0 or more. */
  packageKg: number;
  /** PO RDD, an ISO date (`2026-12-01`, a time part is ignored). */
  rdd: string;
  loadingPoint: string;
  /** Destination country code (NG, KE…): its payload limit applies. */
  destination: string;
  supplier: string;
}

/** A container size (spec §9: 40HQ, 20GP) as the reference data and freight costs say. */
export interface ContainerType {
  code: string;
  usableCbm: number;
  /** The container's own payload rating; a destination's loading limit may be lower. */
  maxPayloadKg: number;
  pallets: number;
  /** Relative freight cost: what the planner minimises first. */
  cost: number;
  /** Filled at or above this % a container counts as full (default: the plan options'). */
  utilizationTargetPct?: number;
}

/** Max payload per destination country and container type (reference data "loading limits"). */
export interface LoadingLimit {
  destination: string;
  containerType: string;
  maxPayloadKg: number;
}

export interface PlanOptions {
  /**
   * A container under this % is under-filled (one-click merge gathers those); when given, it
   * overrides the container types' own targets for this plan.
   */
  utilizationTargetPct: number;
  /** spec §5 / §9: lines whose RDDs are more than this many days apart are kept apart. */
  rddWindowDays: number;
  /** The planner's user said RDDs may mix in one container. */
  allowMixedRdd: boolean;
}

export const DEFAULT_PLAN_OPTIONS: PlanOptions = {
  utilizationTargetPct: 90,
  rddWindowDays: 30,
  allowMixedRdd: false,
};

/** What every planning function needs to know about containers. */
export interface PlanContext {
  containerTypes: readonly ContainerType[];
  loadingLimits?: readonly LoadingLimit[];
  options?: Partial<PlanOptions>;
}

export interface PlanInput extends PlanContext {
  lines: readonly PlanLine[];
}

/** A PO line's part in one container. */
export interface ContainerLine {
  lineId: string;
  supplier: string;
  rdd: string;
  /** Pieces; whole packages, except that the line's partial last package may ride here. */
  qty: number;
  piecesPerPackage: number;
  packageCbm: number;
  packageKg: number;
}

export interface PlannedContainer {
  /** Sequence in the plan ("1", "2"…); the server gives saved containers their own ids. */
  id: string;
  containerType: string;
  loadingPoint: string;
  destination: string;
  lines: ContainerLine[];
}

export type UnplannedReason =
  /** quantity, pieces per package, CBM, kg or RDD missing or out of range */
  | 'invalidLine'
  /** the same line id twice in one run: only its first occurrence is planned */
  | 'duplicateLine'
  /** one package is bigger or heavier than every container type for its destination */
  | 'packageTooLarge'
  /** no usable container type was given */
  | 'noContainerType';

export interface UnplannedLine {
  lineId: string;
  reason: UnplannedReason;
}

export interface Plan {
  containers: PlannedContainer[];
  unplanned: UnplannedLine[];
}

export const planOptions = (context: PlanContext): PlanOptions => ({
  utilizationTargetPct:
    context.options?.utilizationTargetPct ?? DEFAULT_PLAN_OPTIONS.utilizationTargetPct,
  rddWindowDays: context.options?.rddWindowDays ?? DEFAULT_PLAN_OPTIONS.rddWindowDays,
  allowMixedRdd: context.options?.allowMixedRdd ?? DEFAULT_PLAN_OPTIONS.allowMixedRdd,
});

/** The RDD window in days, or Infinity when mixing RDDs is allowed. */
export const rddWindow = (options: PlanOptions): number =>
  options.allowMixedRdd ? Number.POSITIVE_INFINITY : options.rddWindowDays;
