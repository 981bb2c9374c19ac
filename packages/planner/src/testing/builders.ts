// Small builders for the planner's example tests (not exported by the package).
import type { ContainerLine, PlanLine, PlannedContainer } from '../plan-types';

/** A line of `packages` packages of `cbm` m³ and `kg` kg each, one piece per package. */
export function planLine(id: string, overrides: Partial<PlanLine> = {}): PlanLine {
  return {
    id,
    plannableQty: 10,
    piecesPerPackage: 1,
    packageCbm: 1,
    packageKg: 100,
    rdd: '2027-01-10',
    loadingPoint: 'Ningbo',
    destination: 'NG',
    supplier: 'S1',
    ...overrides,
  };
}

export function containerLine(
  lineId: string,
  overrides: Partial<ContainerLine> = {},
): ContainerLine {
  return {
    lineId,
    supplier: 'S1',
    rdd: '2027-01-10',
    qty: 10,
    piecesPerPackage: 1,
    packageCbm: 1,
    packageKg: 100,
    ...overrides,
  };
}

export function container(
  id: string,
  lines: ContainerLine[],
  overrides: Partial<PlannedContainer> = {},
): PlannedContainer {
  return {
    id,
    containerType: '40HQ',
    loadingPoint: 'Ningbo',
    destination: 'NG',
    lines,
    ...overrides,
  };
}
