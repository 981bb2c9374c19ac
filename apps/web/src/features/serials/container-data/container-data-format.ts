import type { ComparisonLine, ContainerDataItem } from '@lading/shared';
import type { Words } from '../trace/trace-format';

/** Every container comparison query starts with this key. */
export const CONTAINER_DATA_KEY = ['serials', 'containerData'] as const;

/** A planned container's name: its number, else its shipment no., else its id. */
export const containerName = (
  t: Words,
  container: Pick<ContainerDataItem, 'containerId' | 'containerNo' | 'shipmentNo'>,
) =>
  container.containerNo ??
  container.shipmentNo ??
  t('comparison.unnamed', { id: container.containerId });

/** A comparison line as words: "PO-1001 / 2 · PV-450M". */
export const lineName = (t: Words, line: ComparisonLine) =>
  [
    line.poNumber ? `${line.poNumber} / ${line.poLineNo ?? '—'}` : t('comparison.noLine'),
    line.productCode,
  ]
    .filter(Boolean)
    .join(' · ');
