import type { GroupQuality } from './plan-improve-run';
import type { WorkContainer } from './workbench-state';

/*
 * The quality of the workbench's last auto-plan (issue 21): per group and in total, the
 * containers against the lower bound, proven minimal or how far over, and the time spent.
 */

export interface Improvement {
  status: 'running' | 'done' | 'stopped';
  /** Empty until the worker's first plan. */
  groups: GroupQuality[];
  ms: number;
  budgetMs: number;
  /** planSignature of the containers the figures describe: an edit makes them stale. */
  signature: string;
}

/**
 * What the containers hold, keys aside (a save renames them): the figures apply while it is
 * unchanged.
 */
export const planSignature = (containers: readonly WorkContainer[]): string =>
  containers
    .map(
      (c) =>
        `${c.loadingPointId}|${c.destinationCountry}|${c.containerType}:` +
        c.lines
          .map((line) => `${line.poLineId}x${line.qty}`)
          .sort()
          .join(','),
    )
    .sort()
    .join(';');

export interface QualityTotals {
  containers: number;
  lowerBound: number;
  proven: boolean;
  /** Time spent over all groups. */
  ms: number;
}

export const totalsOf = (groups: readonly GroupQuality[], ms: number): QualityTotals => ({
  containers: groups.reduce((sum, group) => sum + group.containers, 0),
  lowerBound: groups.reduce((sum, group) => sum + group.lowerBound, 0),
  proven: groups.length > 0 && groups.every((group) => group.proven),
  ms,
});

/** The figures while they describe the workbench's containers, else undefined. */
export const currentImprovement = (
  improvement: Improvement | null,
  containers: readonly WorkContainer[],
): Improvement | undefined =>
  improvement &&
  (improvement.status === 'running' || improvement.signature === planSignature(containers))
    ? improvement
    : undefined;
