import {
  bindingImportOperations,
  CHILD_LEVELS,
  codeDataOperations,
  productOperations,
  supplierOperations,
  type CodeLevel,
} from '@lading/shared';
import { usePermissions } from '../../../auth/session';

/** Every query of the code data screens starts with this key (a bind refreshes them all). */
export const CODE_DATA_KEY = ['serials', 'codeData'] as const;

/** spec §2 /datas: the code list screens, each fixed to one level; dataList shows them all. */
export const CODE_DATA_SCREENS = {
  productData: 'product',
  giftBoxData: 'giftBox',
  cartonBoxData: 'carton',
  palletData: 'pallet',
  dataList: undefined,
} as const satisfies Record<string, CodeLevel | undefined>;
export type CodeDataScreen = keyof typeof CODE_DATA_SCREENS;

/** Where the code data screens link to. */
export const codeDataPaths = {
  details: (id: number) => `/datas/datasDetails?id=${id}`,
  complement: (id: number) => `/datas/complement?id=${id}`,
  exportTasks: '/datas/exportTask',
  /** The list of a level's codes: its own screen, or dataList filtered to it. */
  list: (level: CodeLevel) => {
    const screen = Object.entries(CODE_DATA_SCREENS).find(([, fixed]) => fixed === level)?.[0];
    return screen ? `/datas/${screen}` : `/datas/dataList?level=${level}`;
  },
};

/** A code of this level can hold others: it has children, a complement, a label. */
export const holdsCodes = (level: CodeLevel) => CHILD_LEVELS[level].length > 0;

/** Parents that print a label at the stations (containers carry their own number). */
export const printsLabel = (level: CodeLevel) => holdsCodes(level) && level !== 'container';

/** What the user may do on the code data screens (the server's resource keys). */
export function useCodeDataAbilities() {
  const { can } = usePermissions();
  return {
    products: can(productOperations.list.access.resource),
    suppliers: can(supplierOperations.list.access.resource),
    complement: can(codeDataOperations.complement.access.resource),
    importBindings: can(bindingImportOperations.upload.access.resource),
  };
}
