import {
  containerLoad,
  containerMetrics,
  type ContainerMetrics,
  type ContainerState,
  type PlanContext,
  type UtilizationBand,
} from '@lading/planner';
import type { GlobalToken } from 'antd';
import { containerLineOf, plannedOf } from './plan-context';
import type { LineInfo, WorkbenchState, WorkContainer } from './workbench-state';

const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-US');

/** Utilization as a percentage with one decimal ("93.4%"). */
export const formatPct = (fraction: number, language: string): string =>
  new Intl.NumberFormat(locale(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(fraction);

/** spec §9 bands: above 95% green, 90–95% orange, below 90% red (antd's status colours). */
export function bandColor(token: GlobalToken, band: UtilizationBand): string {
  if (band === 'high') return token.colorSuccess;
  return band === 'mid' ? token.colorWarning : token.colorError;
}

/** The state tag's preset colour. */
export const STATE_TAG_COLOR: Record<ContainerState, string> = {
  empty: 'default',
  partial: 'processing',
  full: 'success',
  overloaded: 'error',
};

/** What `qty` of a line loads, as the planner counts it (whole packages). */
export function loadOf(info: LineInfo, qty: number): { cbm: number; kg: number } {
  const load = containerLoad([containerLineOf(info, qty)]);
  return { cbm: load.cm3 / 1e6, kg: load.grams / 1000 };
}

/** Metrics of each container by key, or undefined while the capacities load. */
export function metricsByKey(
  state: WorkbenchState,
  context: PlanContext | undefined,
): Map<string, ContainerMetrics> {
  const metrics = new Map<string, ContainerMetrics>();
  if (!context) return metrics;
  const known = new Set(context.containerTypes.map((type) => type.code));
  for (const container of state.containers) {
    if (!known.has(container.containerType)) continue;
    metrics.set(container.key, containerMetrics(plannedOf(container, state.lines), context));
  }
  return metrics;
}

/** The loading points of a container's lines other than its own (a confirmed merge). */
export function foreignPoints(container: WorkContainer, state: WorkbenchState): string[] {
  const names = new Set<string>();
  for (const line of container.lines) {
    const info = state.lines[line.poLineId];
    if (info && info.loadingPointId !== container.loadingPointId) names.add(info.loadingPointName);
  }
  return [...names];
}
