import type { AnyOperation } from '../http/operation';
import { purchaseOrderOperations as po } from '../orders/purchase-order.operations';
import { salesOrderOperations as so } from '../orders/sales-order.operations';
import { planningOperations as planning } from '../planning/planning.operations';
import { poLineContainerOperations } from '../planning/po-line-containers.operations';
import { productOperations as product } from '../products/product.operations';
import { containerTypeOperations as containerType } from '../reference/container-type.operations';
import { loadingLimitOperations as loadingLimit } from '../reference/loading-limit.operations';
import { loadingPointOperations as loadingPoint } from '../reference/loading-point.operations';
import { shippingLineOperations as shippingLine } from '../reference/shipping-line.operations';
import { supplierOperations as supplier } from '../suppliers/supplier.operations';
import { supplierOwnerOperations as owner } from '../suppliers/supplier-owner.operations';

/** Operations several screens share (the screen tree lists them by these names). */

/** Every operation of a module (an import's template, upload, job and report). */
export const all = (module: Record<string, AnyOperation>): AnyOperation[] => Object.values(module);

/** A PO-line list with its totals, filters (supplier, product), PO drawer and line containers. */
export const poLineReads = [
  po.listLines,
  po.lineTotals,
  po.get,
  po.revisions,
  poLineContainerOperations.list,
  supplier.list,
] as const;

/** The PO and PO-line writes of the order screens (behind `orders.po.write`). */
export const poWrites = [
  po.create,
  po.update,
  po.addLine,
  po.changeLine,
  po.closeLine,
  po.cancelLine,
  po.linkSoLine,
] as const;

/** Linking a PO line to an SO line lists SO lines (with `orders.po.write` and `orders.so.read`). */
export const soLinkReads = [so.listLines] as const;

/** A container's own view: its details and change history (`planning.read`). */
export const containerReads = [planning.getContainer, planning.containerChanges] as const;

/**
 * The planning workbench (pre-arrangement and re-arrangement): open lines, the saved
 * draft, container capacities and limits, and its pickers.
 */
export const workbenchReads = [
  planning.openLines,
  planning.draft,
  containerType.list,
  loadingLimit.list,
  loadingPoint.list,
  shippingLine.list,
  supplier.list,
  product.list,
] as const;

/** Saving, exporting, discarding and releasing a plan (`planning.write`); owners to assign. */
export const workbenchWrites = [
  planning.saveDraft,
  planning.exportDraft,
  planning.discardDraft,
  planning.release,
  owner.candidates,
] as const;
