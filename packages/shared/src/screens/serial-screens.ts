import { productOperations as product } from '../products/product.operations';
import { bindingOperations as binding } from '../serials/binding.operations';
import { codeTemplateOperations as template } from '../serials/template.operations';
import { supplierOperations as supplier } from '../suppliers/supplier.operations';
import type { Screen, ScreenGroup } from './screen';

/** spec §2 /verification and /scanCode (issue 18): code templates and scan stations. */

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
