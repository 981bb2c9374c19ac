import { productOperations as product } from '../products/product.operations';
import { bindingOperations as binding } from '../serials/binding.operations';
import { codeDataOperations as codeData } from '../serials/code-data.operations';
import { containerDataOperations as containerData } from '../serials/container-data.operations';
import {
  bindingImportOperations as bindingImport,
  exportTaskOperations as exportTask,
} from '../serials/export-task.operations';
import { codeTemplateOperations as template } from '../serials/template.operations';
import { supplierOperations as supplier } from '../suppliers/supplier.operations';
import type { Screen, ScreenGroup } from './screen';

/** spec §2 /verification and /scanCode (issue 18): code templates and scan stations; /datas (19). */

const templateScreen = <N extends string, T extends Screen['titleKey']>(
  name: N,
  titleKey: T,
  icon: string,
) =>
  ({
    name,
    path: `/verification/${name}`,
    titleKey,
    icon,
    operations: [template.list, template.get, template.labelSettings],
    gated: [
      template.create,
      template.update,
      template.setActive,
      template.saveLabelSettings,
      product.list,
      supplier.list,
    ],
  }) as const satisfies Screen;

export const verification = {
  name: 'verification',
  path: '/verification',
  titleKey: 'verification',
  icon: 'SafetyCertificateOutlined',
  children: [
    templateScreen('partTemplate', 'partTemplate', 'BuildOutlined'),
    templateScreen('productTemplate', 'productTemplate', 'BarcodeOutlined'),
    templateScreen('giftBox', 'giftBox', 'GiftOutlined'),
    templateScreen('cartonBox', 'cartonBox', 'InboxOutlined'),
    templateScreen('pallet', 'pallet', 'BlockOutlined'),
    templateScreen('packTemplate', 'packTemplate', 'AppstoreOutlined'),
    templateScreen('containerTemplate', 'containerTemplate', 'ContainerOutlined'),
  ],
} as const satisfies ScreenGroup;

/** What every station reads; binding itself is gated (serials.bind). */
const stationReads = [
  binding.contexts,
  binding.parent,
  binding.find,
  binding.history,
  binding.label,
];
const stationWrites = [
  binding.openParent,
  binding.bindChild,
  binding.close,
  binding.reopen,
  binding.unbind,
  binding.rebind,
];

const stationScreen = <N extends string, T extends Screen['titleKey']>(
  name: N,
  titleKey: T,
  icon: string,
) =>
  ({
    name,
    path: `/scanCode/${name}`,
    titleKey,
    icon,
    operations: stationReads,
    gated: stationWrites,
  }) as const satisfies Screen;

export const scanCode = {
  name: 'scanCode',
  path: '/scanCode',
  titleKey: 'scanCode',
  icon: 'ScanOutlined',
  children: [
    stationScreen('scanProduct', 'scanProduct', 'QrcodeOutlined'),
    stationScreen('scanGiftBox', 'scanGiftBox', 'GiftOutlined'),
    stationScreen('scanCartonBox', 'scanCartonBox', 'InboxOutlined'),
    stationScreen('scanPack', 'scanPack', 'AppstoreOutlined'),
    stationScreen('scanPallet', 'scanPallet', 'BlockOutlined'),
    {
      name: 'scanContainer',
      path: '/scanCode/scanContainer',
      titleKey: 'scanContainer',
      icon: 'ContainerOutlined',
      operations: stationReads,
      gated: [
        binding.openContainer,
        binding.bindToContainer,
        binding.close,
        binding.reopen,
        binding.unbind,
        binding.rebind,
      ],
    },
    {
      name: 'bindCode',
      path: '/scanCode/bindCode',
      titleKey: 'bindCode',
      icon: 'LinkOutlined',
      operations: stationReads,
      gated: [...stationWrites, binding.openContainer, binding.bindToContainer],
    },
  ],
} as const satisfies ScreenGroup;

/** What every code data screen reads: the lists, one code's details and its children. */
const codeReads = [
  codeData.list,
  codeData.exportList,
  codeData.details,
  codeData.children,
  binding.history,
];

const codeDataScreen = <N extends string, T extends Screen['titleKey']>(
  name: N,
  titleKey: T,
  icon: string,
) =>
  ({
    name,
    path: `/datas/${name}`,
    titleKey,
    icon,
    operations: codeReads,
    gated: [exportTask.create, product.list, supplier.list],
  }) as const satisfies Screen;

/** spec §2 /datas (issue 19): code data, traceability, container comparison, export tasks. */
export const datas = {
  name: 'datas',
  path: '/datas',
  titleKey: 'datas',
  icon: 'DatabaseOutlined',
  children: [
    codeDataScreen('productData', 'productData', 'BarcodeOutlined'),
    codeDataScreen('giftBoxData', 'giftBoxData', 'GiftOutlined'),
    codeDataScreen('cartonBoxData', 'cartonBoxData', 'InboxOutlined'),
    codeDataScreen('palletData', 'palletData', 'BlockOutlined'),
    {
      name: 'dataList',
      path: '/datas/dataList',
      titleKey: 'dataList',
      icon: 'UnorderedListOutlined',
      keepAlive: true,
      operations: [...codeReads, bindingImport.job, bindingImport.report],
      gated: [
        exportTask.create,
        product.list,
        supplier.list,
        bindingImport.template,
        bindingImport.upload,
      ],
    },
    {
      name: 'datasDetails',
      path: '/datas/datasDetails',
      titleKey: 'datasDetails',
      icon: 'FileSearchOutlined',
      hidden: true,
      operations: codeReads,
      gated: [exportTask.create, codeData.complement, binding.label],
    },
    {
      name: 'containerData',
      path: '/datas/containerData',
      titleKey: 'containerData',
      icon: 'DiffOutlined',
      operations: [
        containerData.list,
        containerData.comparison,
        containerData.codes,
        containerData.exportComparison,
      ],
      gated: [supplier.list],
    },
    {
      name: 'traceability',
      path: '/datas/traceability',
      titleKey: 'traceability',
      icon: 'NodeIndexOutlined',
      operations: [codeData.trace, codeData.traceContainers, codeData.details, codeData.children],
      gated: [exportTask.create, product.list, supplier.list],
    },
    {
      name: 'exportTask',
      path: '/datas/exportTask',
      titleKey: 'exportTask',
      icon: 'CloudDownloadOutlined',
      operations: [exportTask.list, exportTask.get, exportTask.file],
      gated: [exportTask.create],
    },
    {
      name: 'complement',
      path: '/datas/complement',
      titleKey: 'complement',
      icon: 'PlusSquareOutlined',
      hidden: true,
      operations: [codeData.details, codeData.children, binding.history],
      gated: [codeData.complement],
    },
  ],
} as const satisfies ScreenGroup;
