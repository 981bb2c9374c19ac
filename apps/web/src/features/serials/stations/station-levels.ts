import {
  bindingOperations as op,
  CHILD_LEVELS,
  PARENT_LEVELS,
  STATION_SCREENS,
  type CodeLevel,
  type ParentLevel,
  type ScanContext,
  type ScanContextKind,
  type ScanContextOption,
} from '@lading/shared';

/** Every query of the stations starts with this key. */
export const SERIALS_KEY = ['serials'] as const;

export type StationScreen = keyof typeof STATION_SCREENS;

/**
 * The station of a path (/scanCode/scanCartonBox): its fixed parent level, or `null` for
 * bindCode, where the user chooses it.
 */
export function stationOf(pathname: string): { screen: string; level: ParentLevel | null } {
  const screen = pathname.split('/').filter(Boolean).pop() ?? '';
  const level = (STATION_SCREENS as Record<string, ParentLevel>)[screen] ?? null;
  return { screen, level };
}

/** Containers are opened and filled through the container operations only. */
export const openOperation = (level: ParentLevel) =>
  level === 'container' ? op.openContainer : op.openParent;
export const bindOperation = (level: ParentLevel) =>
  level === 'container' ? op.bindToContainer : op.bindChild;

/** What a station's context picker offers: containers for containers, else PO lines or products. */
export const contextKindsOf = (level: ParentLevel): readonly ScanContextKind[] =>
  level === 'container' ? ['container'] : ['poLine', 'product'];

/** The levels a child of `level` may be put into (the "Move to…" choice). */
export const parentLevelsOf = (level: CodeLevel): ParentLevel[] =>
  PARENT_LEVELS.filter((parent) => CHILD_LEVELS[parent].includes(level));

export const EMPTY_CONTEXT: ScanContext = {
  supplierId: null,
  productId: null,
  poLineId: null,
  containerId: null,
};

/** The scan context of a picker choice (a PO line brings its product and supplier). */
export const contextOf = (option: ScanContextOption | null): ScanContext =>
  option
    ? {
        supplierId: option.supplierId,
        productId: option.productId,
        poLineId: option.kind === 'poLine' ? option.poLineId : null,
        containerId: option.kind === 'container' ? option.containerId : null,
      }
    : EMPTY_CONTEXT;

/** The picker's one-line text of a choice; `unnamed` names a container not shipped yet. */
export function contextText(option: ScanContextOption, unnamed: (id: number) => string): string {
  const parts =
    option.kind === 'poLine'
      ? [
          `${option.poNumber ?? ''} / ${option.poLineNo ?? ''}`,
          option.productCode,
          option.supplierCode,
        ]
      : option.kind === 'product'
        ? [option.productCode, option.productName, option.supplierCode]
        : [option.shipmentNo, option.containerNo];
  const text = parts.filter((part) => part).join(' · ');
  return text || unnamed(option.containerId ?? 0);
}

/** A stable key of a choice, for the picker's value. */
export const contextKey = (option: ScanContextOption): string =>
  [
    option.kind,
    option.poLineId ?? '',
    option.productId ?? '',
    option.supplierId ?? '',
    option.containerId ?? '',
  ].join(':');
