import {
  STANDARD_CONTAINER_COSTS,
  type ContainerLine,
  type ContainerType,
  type PlanContext,
  type PlannedContainer,
} from '@lading/planner';
import type { ContainerTypeItem, LoadingLimitItem } from '@lading/shared';
import type { LineInfo, WorkContainer } from './workbench-state';

/** What the planner user chose for this plan (the workbench's Options). */
export interface PlanChoices {
  /** Overrides the container types' own targets when set (reference data otherwise). */
  utilizationTargetPct: number | null;
  /** RDDs more than 30 days apart may share a container in auto-plan and one-click merge. */
  allowMixedRdd: boolean;
  /** Seconds auto-plan may spend improving its first plan (in a worker: issue 21). */
  improveBudgetSeconds: number;
}

/** The longest improvement a planner may ask for: a plan should not keep them waiting. */
export const MAX_IMPROVE_BUDGET_SECONDS = 60;

export const DEFAULT_CHOICES: PlanChoices = {
  utilizationTargetPct: null,
  allowMixedRdd: false,
  improveBudgetSeconds: 2,
};

/**
 * The planner's context from the reference data: usable CBM, payload and target of each
 * container type, STANDARD_CONTAINER_COSTS, the loading limits per destination.
 */
export function planContext(
  types: readonly ContainerTypeItem[],
  limits: readonly LoadingLimitItem[],
  choices: PlanChoices,
): PlanContext {
  const containerTypes: ContainerType[] = types.map((type) => ({
    code: type.code,
    usableCbm: type.usableCbm,
    maxPayloadKg: type.maxPayloadKg,
    pallets: type.pallets,
    cost: STANDARD_CONTAINER_COSTS[type.code] ?? 1,
    utilizationTargetPct: type.utilizationTargetPct,
  }));
  return {
    containerTypes,
    loadingLimits: limits.map((limit) => ({
      destination: limit.country,
      containerType: limit.containerType,
      maxPayloadKg: limit.maxPayloadKg,
    })),
    options: {
      ...(choices.utilizationTargetPct !== null
        ? { utilizationTargetPct: choices.utilizationTargetPct }
        : {}),
      allowMixedRdd: choices.allowMixedRdd,
    },
  };
}

/**
 * spec §5: merging asks for a confirmation when RDDs are more than 30 days apart, whatever
 * auto-plan was allowed to mix.
 */
export const mergeCheckContext = (context: PlanContext): PlanContext => ({
  ...context,
  options: { ...context.options, allowMixedRdd: false },
});

export const containerLineOf = (info: LineInfo, qty: number): ContainerLine => ({
  lineId: String(info.poLineId),
  supplier: info.supplierCode,
  rdd: info.rdd,
  qty,
  piecesPerPackage: info.piecesPerPackage,
  packageCbm: info.packageCbm,
  packageKg: info.packageGrossKg,
});

/** A workbench container as the planner sees it (its key is the planner's id). */
export function plannedOf(
  container: WorkContainer,
  lines: Readonly<Record<number, LineInfo>>,
): PlannedContainer {
  return {
    id: container.key,
    containerType: container.containerType,
    loadingPoint: String(container.loadingPointId),
    destination: container.destinationCountry,
    lines: container.lines.flatMap((line) => {
      const info = lines[line.poLineId];
      return info ? [containerLineOf(info, line.qty)] : [];
    }),
  };
}
